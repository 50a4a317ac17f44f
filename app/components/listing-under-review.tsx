import { LISTING_SAFETY_MESSAGES } from "../domain/listing-safety-texts";
import type { ListingScamSignal } from "../domain/chat-types";
import { STRINGS } from "../i18n";
import "./listing-under-review.css";

const t = STRINGS.components.listingUnderReview;

/**
 * What a visitor gets for a listing that reports hid: that it is under review, and
 * nothing of the listing itself (no name, price, photos, contacts or seller), so a scam cannot go
 * on from its page while an admin looks. The page is noindex (the route's meta).
 */
export function ListingUnderReview({ sent = null }: { sent?: string | null }) {
  return (
    <main className="page narrow error-screen under-review" id="main">
      {sent ? (
        <p className="notice action-result" role="status">
          {sent}
        </p>
      ) : null}
      <h1>{LISTING_SAFETY_MESSAGES.underReviewTitle}</h1>
      <p className="empty" role="status">
        {LISTING_SAFETY_MESSAGES.underReview}
      </p>
      <p className="under-review-links">
        <a className="button" href="/search">
          {t.lookElsewhere}
        </a>
        <a className="button outline" href="/safety-guide">
          {t.safetyGuide}
        </a>
      </p>
    </main>
  );
}

/**
 * The notice on a hidden listing for the two who still see it: its owner (why, and how to ask
 * for a review) and an admin. A listing an admin hid keeps its earlier notice.
 */
export function HiddenListingNotice({
  reason,
  isOwner,
  fallback,
  heldFor = [],
}: {
  reason: "admin" | "reports" | "held" | null;
  isOwner: boolean;
  fallback: string;
  heldFor?: readonly ListingScamSignal[];
}) {
  if (reason === "held") return <HeldListingNotice isOwner={isOwner} heldFor={heldFor} />;
  if (reason !== "reports") {
    return (
      <p className="notice hidden-notice" role="note">
        {fallback}
      </p>
    );
  }
  return (
    <p className="notice hidden-notice" role="note">
      {isOwner ? LISTING_SAFETY_MESSAGES.ownerHiddenByReports : t.adminHiddenByReports}
      {isOwner ? (
        <>
          {" "}
          <a href="/contact-us">{t.contactUs}</a>
        </>
      ) : null}
    </p>
  );
}

/**
 * A listing the scam guard held (docs/decisions/116): its owner is told which of its words hold it
 * and what to do; an admin, that it waits for them in the dashboard.
 */
function HeldListingNotice({ isOwner, heldFor }: { isOwner: boolean; heldFor: readonly ListingScamSignal[] }) {
  if (!isOwner) {
    return (
      <p className="notice hidden-notice" role="note">
        {STRINGS.components.listingUnderReview.adminNotice} <a href="/admin-dashboard#held-listings">{STRINGS.common.title}</a>
      </p>
    );
  }
  return (
    <div className="notice hidden-notice held-notice" role="note">
      <p>{LISTING_SAFETY_MESSAGES.ownerHeld}</p>
      <ul>
        {heldFor.map((signal) => (
          <li key={signal}>{LISTING_SAFETY_MESSAGES.heldBySignal[signal]}</li>
        ))}
      </ul>
      <p>{LISTING_SAFETY_MESSAGES.ownerHeldHowTo}</p>
    </div>
  );
}
