/**
 * The profile (docs/decisions/102 and 128): every button is a plain form the server answers with
 * the page, which works without a script. Its markup names these behaviours:
 *
 * - the forms sent without leaving the page, the answer's `<main>` put in place and what the server
 *   said shown as a toast (swap, answer-note), the focus where the answer needs it: a refused field,
 *   the SMS code's field once a code went out, else the same button or the section it was in
 *   (focus-return);
 * - the picture uploaded as soon as it is picked, with its progress (avatar-upload);
 * - the password fields' Show button (password-input), the push switch for this phone
 *   (push-switch) and the minute before a new SMS code (resend-countdown);
 * - the old links' fragments (`#my-listings`, `#messages`) followed to their pages (profile-tabs).
 */
import { focusReturn } from "../behaviours/focus-return/focus-return";
import { resendCountdown } from "../behaviours/resend-countdown/resend-countdown";
import { swap } from "../behaviours/swap/swap";
import { answerNote, dropToastedNotes } from "../components/answer-note/answer-note.behaviour";
import { avatarUpload } from "../components/avatar-upload/avatar-upload.behaviour";
import { passwordInput } from "../components/password-input/password-input.behaviour";
import { profileTabs } from "../components/profile-tabs/profile-tabs.behaviour";
import { pushSwitch } from "../components/push-switch/push-switch.behaviour";
import { LISTING_CARD_BEHAVIOURS } from "../components/listing-card-behaviours";
import { refusedField } from "../behaviours/refused-field/refused-field";
import { startPage } from "./page";

// At once: the flash's copy stands in the page, and the layout's toast comes with the first behaviours.
dropToastedNotes();
startPage(...LISTING_CARD_BEHAVIOURS, answerNote, profileTabs, passwordInput, resendCountdown, pushSwitch, avatarUpload, swap, focusReturn, refusedField);
