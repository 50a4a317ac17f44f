import { defineContract } from "../../behaviours/contract";

/**
 * The listing form (./listing-form.tsx), as the listing-form behaviour reads it: each `field`
 * keyed by the name of what it asks (a refusal's first field, `firstError` on the form, takes the
 * focus), each field's message (`fieldError`, gone once the field is corrected), the parts written
 * only for a page without scripts (`withoutScript`: the category's Continue, hints that say how the
 * page behaves without them), a refusal's sentence (`summary`, keyed "toast" when the toast says
 * it all, "stays" when it stays in view too), and the `publish` button that Enter presses.
 * The same form is sent in place by listing-send (./listing-send.behaviour.ts).
 */
export const listingFormContract = defineContract("listing-form", {
  parts: {
    field: "data-field",
    fieldError: "data-field-error",
    withoutScript: "data-without-script",
    summary: "data-summary",
    publish: "data-publish",
  },
  values: { firstError: "data-first-error" },
});

/**
 * The listing form sent in place: a saved listing opens its page, a phone step's answer puts the
 * phone part alone in place, any other answer the form (swap parts "listing-form", "phone-choice").
 */
export const listingSendContract = defineContract("listing-send", {});

/**
 * The category's select: once a category is chosen, the server's answer for the Continue step
 * puts that category's `fields` and its `price` part in place (each keyed by the category it was
 * written for; swap parts "category-fields" and "category-price").
 */
export const categoryFieldsContract = defineContract("category-fields", {
  parts: { fields: "data-category-fields", price: "data-category-price" },
});

/**
 * The price part: the discount field only for an `offer` (or where the server refused it), and
 * the price's `hint` saying its `sale` or `rent` words as the type chosen asks.
 */
export const listingPriceContract = defineContract("listing-price", {
  parts: { offer: "data-offer", hint: "data-price-hint" },
  values: { sale: "data-sale", rent: "data-rent" },
});

/** The county's select: `areasFor` is the id of the Area field's suggestions, filled for the county chosen. */
export const countyAreasContract = defineContract("county-areas", {
  values: { areasFor: "data-areas-for" },
});

/**
 * The phone part (./phone-choice.tsx): the new number's part (`newNumber`) shows only under "Use
 * another number" or where the server has something to say in it; the code's step (`codeStep`,
 * keyed by the number the code went to) only while that number is the one typed, its place taken
 * by the number's own Send code (`send`) otherwise. A `stepField`'s Enter presses the visible
 * `stepButton` with its key (the intent: "send-phone-code", "confirm-phone").
 */
/** The listing form's phone intents, posted by the phone part's buttons (without scripts too). */
export const PHONE_STEP_INTENTS = ["send-phone-code", "confirm-phone"] as const;
export type PhoneStepIntent = (typeof PHONE_STEP_INTENTS)[number];

export const phoneChoiceContract = defineContract("phone-choice", {
  parts: {
    newNumber: "data-phone-new",
    codeStep: "data-phone-code",
    send: "data-phone-send",
    stepField: "data-phone-step",
    stepButton: "data-phone-button",
  },
});
