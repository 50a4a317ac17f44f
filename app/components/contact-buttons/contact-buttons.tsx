import { useRouteLoaderData } from "react-router";
import { attach } from "../../behaviours/contract";
import { telLink, whatsappLink } from "../../domain/phone";
import { STRINGS } from "../../i18n";
import { contactButtonsContract } from "./contact-buttons.contract";
import "./contact-buttons.css";

/**
 * Call and WhatsApp, only when the listing has a phone number (spec section 5, Contact links);
 * each click is counted for the admin (./contact-buttons.behaviour.ts).
 */
export function ContactButtons({ listing, compact = false }: { listing: { _id: string; name: string; phoneNumber: string }; compact?: boolean }) {
  const root = useRouteLoaderData<{ origin: string }>("root");
  const tel = telLink(listing.phoneNumber);
  const listingUrl = `${root?.origin ?? ""}/listing/${listing._id}`;
  const chat = whatsappLink(listing.phoneNumber, listing.name, listingUrl);
  if (!tel || !chat) return null;
  return (
    <div className={compact ? "contact-buttons compact" : "contact-buttons"} {...attach(contactButtonsContract)}>
      <a
        className="button small"
        href={tel}
        {...contactButtonsContract.part("link", "call")}
        {...contactButtonsContract.values({ listingId: listing._id })}
        aria-label={STRINGS.components.contactButtons.callSeller(listing.name)}
      >
        {STRINGS.components.contactButtons.call}
      </a>
      <a
        className="button small whatsapp"
        href={chat}
        {...contactButtonsContract.part("link", "whatsapp")}
        {...contactButtonsContract.values({ listingId: listing._id })}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={STRINGS.components.contactButtons.whatsappAbout(listing.name)}
      >
        {compact ? "WhatsApp" : STRINGS.components.contactButtons.chat}
      </a>
    </div>
  );
}
