import { defineContract } from "../contract";

/**
 * A page part whose forms the server may send back refused (sign in, sign up, the profile, a
 * storefront's review forms): when it arrives, its first field marked `aria-invalid="true"` takes
 * the focus, so a screen reader reads that field's message first. It reads nothing else.
 */
export const refusedFieldContract = defineContract("refused-field", {});
