import { STRINGS } from "../i18n";
import { displayPhone } from "./phone-display";

export { displayPhone };

/**
 * Kenyan mobile numbers (docs/decisions/009): 07XXXXXXXX and 01XXXXXXXX in their local, +254 and 254
 * forms. Stored as +254XXXXXXXXX.
 */
const KENYAN_MOBILE = /^(?:\+?254|0)([17]\d{8})$/;

/** `invalid`: the refusal of a number that is not a Kenyan mobile; `whatsappHello`: a buyer's first WhatsApp words (STRINGS.domain.phone). */
export const PHONE_MESSAGES = STRINGS.domain.phone;

/** Spaces, dashes and brackets people type between digits carry no meaning. */
function compact(input: string): string {
  return input.trim().replace(/[\s\-().]/g, "");
}

export function isKenyanMobile(input: string): boolean {
  return KENYAN_MOBILE.test(compact(input));
}

/** `+254712345678` for any accepted form, or null when the number is not a Kenyan mobile. */
export function normalizeKenyanPhone(input: string): string | null {
  const match = KENYAN_MOBILE.exec(compact(input));
  return match ? `+254${match[1]}` : null;
}

/**
 * Digits for tel: and WhatsApp links (spec section 5, Contact links): a leading 07 becomes 2547
 * (and 01 becomes 2541, since docs/decisions/009 accepts those mobiles too), a leading + is dropped,
 * anything else is used as it is. Empty means no contact buttons.
 */
export function contactDigits(phone: string | null | undefined): string {
  const value = (phone ?? "").trim();
  if (!value) return "";
  if (/^0[17]/.test(value)) return `254${value.slice(1)}`;
  if (value.startsWith("+")) return value.slice(1);
  return value;
}

export function telLink(phone: string | null | undefined): string | null {
  const digits = contactDigits(phone);
  if (!digits) return null;
  return digits.startsWith("254") ? `tel:+${digits}` : `tel:${digits}`;
}

/** A WhatsApp chat with `text` already typed in, or null without a number. */
export function whatsappChatLink(phone: string | null | undefined, text: string): string | null {
  const digits = contactDigits(phone);
  if (!digits) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** WhatsApp chat with a prefilled message that carries the listing's own address. */
export function whatsappLink(phone: string | null | undefined, listingName: string, listingUrl: string): string | null {
  return whatsappChatLink(phone, PHONE_MESSAGES.whatsappHello(listingName, listingUrl));
}
