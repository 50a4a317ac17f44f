import { Link } from "react-router";
import { LISTING_SAFETY_MESSAGES } from "../domain/listing-safety-texts";
import { STRINGS } from "../i18n";

const t = STRINGS.reportsSafety;

/**
 * What a visitor gets for a listing that reports hid (issue 16): that it is under review, and
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
        <Link className="button outline" to="/safety-guide">
          {t.safetyGuide}
        </Link>
      </p>
    </main>
  );
}

/**
 * The notice on a hidden listing for the two who still see it: its owner (why, and how to ask
 * for a review) and an admin. A listing an admin hid keeps its earlier notice.
 */
export function HiddenListingNotice({ reason, isOwner, fallback }: { reason: "admin" | "reports" | null; isOwner: boolean; fallback: string }) {
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
          <Link to="/contact-us">{t.contactUs}</Link>
        </>
      ) : null}
    </p>
  );
}
