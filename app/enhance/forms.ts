/**
 * The pages that are a form or two (docs/decisions/099): the account forms (sign in, sign up,
 * forgot and reset password, confirm an email change, thank you), a mail's renew and unsubscribe
 * links, and a boost with its M-Pesa payment. They post as plain forms and the server answers with
 * the page; their behaviours (docs/decisions/128) add the password's show/hide button, forms sent
 * without leaving the page (a refusal put in place with what was typed kept, its field in focus),
 * a waiting payment asking again in place, and the sign-up's ad conversion.
 */
import { adConversion } from "../behaviours/ad-conversion/ad-conversion";
import { refresh } from "../behaviours/swap/refresh";
import { swap } from "../behaviours/swap/swap";
import { passwordInput } from "../components/password-input/password-input.behaviour";
import { refusedField } from "../behaviours/refused-field/refused-field";
import { startPage } from "./page";

startPage(passwordInput, swap, refresh, adConversion, refusedField);
