/**
 * The admin dashboard (docs/decisions/100 and 128): every button is a form the server answers
 * with the page, which works without a script. Its markup names these behaviours:
 *
 * - the buttons' posts sent without leaving the page, the answer's sections put in place and what
 *   the server said shown as a toast (swap, answer-note), the focus back in the section when the pressed
 *   button went (focus-return);
 * - the live room's updates (live-sections) and Refresh (refresh-sections) asking for the page again
 *   and putting its sections in place, except one the admin is working in;
 * - Total revenue shown and hidden on a press (revenue-card);
 * - the sponsor banners' upload: several at once, checked before anything is sent, then sent
 *   straight to storage with a bar each (sponsor-upload, before swap: it holds the post until the
 *   banners are stored).
 */
import { focusReturn } from "../behaviours/focus-return/focus-return";
import { swap } from "../behaviours/swap/swap";
import { answerNote } from "../components/answer-note/answer-note.behaviour";
import { liveSections } from "../components/admin/live-sections/live-sections.behaviour";
import { refreshSections } from "../components/admin/live-sections/refresh-sections.behaviour";
import { revenueCard } from "../components/admin/revenue-card/revenue-card.behaviour";
import { sponsorUpload } from "../components/admin/sponsor-upload/sponsor-upload.behaviour";
import { startPage } from "./page";

startPage(answerNote, revenueCard, sponsorUpload, swap, focusReturn, refreshSections, liveSections);
