import { STRINGS } from "../i18n";
import "./listing-ended.css";

const t = STRINGS.components.listingEnded;

/**
 * The top of a sold or expired listing's page: buyers are told at once that it can no
 * longer be bought (no contacts below) and pointed to the similar listings; its owner is told how to
 * bring it back. The page is noindex (the route's meta: the listing is out of the lists).
 */
export function ListingEnded({ status, isOwner }: { status: "sold" | "expired"; isOwner: boolean }) {
  const sold = status === "sold";
  return (
    <div className={`listing-ended ${status}`} role="note">
      <p className="listing-ended-title">{sold ? t.soldTitle : t.expiredTitle}</p>
      <p>{isOwner ? (sold ? t.ownerSold : t.ownerExpired) : sold ? t.soldText : t.expiredText}</p>
    </div>
  );
}
