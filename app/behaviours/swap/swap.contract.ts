import { defineContract } from "../contract";

/**
 * Swap (docs/decisions/128): a form (or a link) whose answer is put in place rather than loaded as
 * a page. The answer's `target` parts take the place of the page's parts with the same key; an
 * answer with none of them is a page of its own, whose `<main>` takes this one's place.
 *
 * - `kept` on a field: what was typed stays through a swap (a password, which the server never
 *   writes back).
 * - `confirm` on a form: the question asked before sending (a page without scripts asks it as a
 *   page of its own, and reads the `confirmed` field this sets).
 * - `into` on a form: the keys (space-separated) of the only parts its answer goes into, for a page
 *   of several forms each answered with the whole page (a listing's Show contact, its report): the
 *   answer's other parts are left out, and an answer with none of them is a page of its own.
 * - `busyText` on a button: what it says while the answer comes; `busy`, `sending` and `idleText`
 *   are the marks the behaviour itself writes while a form is on its way.
 */
export const swapContract = defineContract("swap", {
  parts: { target: "data-swap", kept: "data-swap-kept" },
  values: {
    confirm: "data-confirm",
    into: "data-swap-into",
    busyText: "data-busy-text",
    busy: "data-busy",
    sending: "data-sending",
    idleText: "data-idle-text",
  },
});

/**
 * Refresh: the element's page is asked for again and its swap parts put in place, every `every`
 * milliseconds (a payment waiting for M-Pesa) or when the document hears `on` (the inbox room said
 * something moved). A page without scripts has a `<noscript>` refresh or a Refresh link instead.
 */
export const refreshContract = defineContract("refresh", {
  values: { every: "data-refresh-every", on: "data-refresh-on" },
});
