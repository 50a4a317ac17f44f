import { defineContract } from "../../../behaviours/contract";

/**
 * Total revenue's button: the figure (`figure`, masked as the server writes it) and the words a
 * screen reader hears before it (`label`); the sum and the two labels, in the reader's language.
 */
export const revenueCardContract = defineContract("revenue-card", {
  parts: { figure: "data-revenue", label: "data-revenue-label" },
  values: { shown: "data-shown", showLabel: "data-show-label", hideLabel: "data-hide-label" },
});
