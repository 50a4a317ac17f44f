import type { price as en } from "../../en/components/price";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.price). */
export const price: typeof en = {
  /** After the price of a rent, in smaller type. */
  perMonth: "/ mwezi",
  perDay: "/ siku",
  /** Read out before a struck-through regular price. */
  was: "awali",
};
