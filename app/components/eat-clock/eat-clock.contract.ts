import { defineContract } from "../../behaviours/contract";

/**
 * The home page's East Africa Time clock (./eat-clock.tsx): its `<time>` and the `day` it
 * rewrites, and the names of the days (Sunday first) and months (January first) in the page's
 * language, so the behaviour carries no catalogue.
 */
export const eatClockContract = defineContract("eat-clock", {
  parts: { day: "data-clock-day" },
  values: { days: "data-days", months: "data-months" },
});
