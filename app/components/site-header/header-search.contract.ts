import { defineContract } from "../../behaviours/contract";

/**
 * The header's search form: its box, the empty list of suggestions the server writes, and the
 * status line with the sentences it says (`one`, `many` with `{n}`), in the reader's language.
 */
export const headerSearchContract = defineContract("header-search", {
  parts: { input: "data-suggest-input", list: "data-suggest-list", status: "data-suggest-status" },
  values: { one: "data-one", many: "data-many" },
});
