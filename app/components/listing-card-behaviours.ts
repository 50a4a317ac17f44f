import { contactButtons } from "./contact-buttons/contact-buttons.behaviour";
import { favouriteButton } from "./favourite-button/favourite-button.behaviour";

/**
 * What a listing card's markup names: its heart and, where the card offers them, the Call and
 * WhatsApp counts. Only the pages that show cards carry them (a conversation or the dashboard
 * shows none); the runtime says on the console when markup names a behaviour its page lacks.
 */
export const LISTING_CARD_BEHAVIOURS = [favouriteButton, contactButtons] as const;
