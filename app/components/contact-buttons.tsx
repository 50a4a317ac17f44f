import { useRouteLoaderData } from "react-router";
import { telLink, whatsappLink } from "../domain/phone";
import { STRINGS } from "../i18n";

/** Call and WhatsApp, only when the listing has a phone number (spec section 5, Contact links). */
export function ContactButtons({ listing, compact = false }: { listing: { _id: string; name: string; phoneNumber: string }; compact?: boolean }) {
  const root = useRouteLoaderData<{ origin: string }>("root");
  const tel = telLink(listing.phoneNumber);
  const listingUrl = `${root?.origin ?? ""}/listing/${listing._id}`;
  const chat = whatsappLink(listing.phoneNumber, listing.name, listingUrl);
  if (!tel || !chat) return null;
  return (
    <div className={compact ? "contact-buttons compact" : "contact-buttons"}>
      <a className="button small" href={tel} data-contact="call" data-listing-id={listing._id} aria-label={STRINGS.ui.card.callSeller(listing.name)}>
        {STRINGS.listing.call}
      </a>
      <a
        className="button small whatsapp"
        href={chat}
        data-contact="whatsapp"
        data-listing-id={listing._id}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={STRINGS.ui.card.whatsappAbout(listing.name)}
      >
        {compact ? "WhatsApp" : STRINGS.listing.chat}
      </a>
    </div>
  );
}
