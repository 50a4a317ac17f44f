/**
 * A page's form may be sent by the page's script instead of the browser
 * (app/enhance/forms.ts, docs/decisions/099): then a refusal swaps in the answer's `<main>` and
 * what was typed (the password too) stays. Such a request says so with this header, and a redirect
 * in answer comes back told, not followed: 204 with the address in `FORM_REDIRECT_HEADER` and the
 * same cookies (worker/pages.ts), so the flash message waits for the page the script then opens.
 */
export const FORM_FETCH_HEADER = "X-Sokoni-Form";
export const FORM_REDIRECT_HEADER = "X-Sokoni-Redirect";
