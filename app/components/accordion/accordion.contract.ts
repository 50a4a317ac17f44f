import { defineContract } from "../../behaviours/contract";

/** Questions that open one at a time: each question is an `item` (a `<details>`). */
export const questionInViewContract = defineContract("question-in-view", {
  parts: { item: "data-accordion-item" },
});
