/**
 * The pages not yet made of behaviours put a fetched answer in place with the swap behaviour's own
 * functions (app/behaviours/swap, docs/decisions/128).
 */
export { samePageNow } from "../behaviours/swap/fetch-page";
export { putMainInPlace as showAnswer, saysSomethingNew } from "../behaviours/swap/put-in-place";
