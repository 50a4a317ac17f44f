import type { DashboardData } from "../../../worker/services/safety/dashboard";
import type { HeldListing } from "../../../worker/services/safety/listing-holds";
import { formatPostedDate } from "../../domain/time";
import { STRINGS } from "../../i18n";
import { ActionNote } from "./action-note";
import { adminForm } from "./admin-form";
import { categoryLabel } from "../../i18n/labels";
import "./held-listings.css";
import "../../styles/admin.css";

const t = STRINGS.components.adminHeldListings;

/** The intents this group answers. */
const INTENTS = ["approve-held", "reject-held"];

function HeldRow({ listing }: { listing: HeldListing }) {
  return (
    <li className="held-listing" data-held-listing={listing.id}>
      <p className="held-listing-name">
        <a href={`/listing/${listing.id}`}>{listing.name}</a>
      </p>
      <p className="held-signals">
        {listing.signals.map((signal) => (
          <span key={signal} className="badge unavailable">
            {t.bySignal[signal]}
          </span>
        ))}
      </p>
      <p className="held-excerpt">{listing.excerpt}</p>
      <p className="hint">
        {STRINGS.components.adminHeldListings.bySeller} <a href={listing.sellerPath}>{listing.sellerName}</a> · {categoryLabel(listing.category)} ·{" "}
        <time dateTime={listing.heldAt}>{t.heldWhen(formatPostedDate(listing.heldAt))}</time>
      </p>
      <form method="post" className="item-actions" {...adminForm()}>
        <input type="hidden" name="listingId" value={listing.id} />
        <button type="submit" name="intent" value="approve-held" className="button small outline" aria-label={t.approveLabel(listing.name)}>
          {t.approve}
        </button>
        <button type="submit" name="intent" value="reject-held" className="button small danger" aria-label={t.rejectLabel(listing.name)}>
          {t.reject}
        </button>
      </form>
    </li>
  );
}

/**
 * Listings the scam guard held before they show (docs/decisions/116): their words, why, and
 * Publish or Reject. Part of the dashboard's Reports, so the live room's updates reach it.
 */
export function HeldListingsGroup({ held }: { held: DashboardData["heldListings"] }) {
  return (
    <div className="admin-card reports-group held-listings" data-group="held-listings" id="held-listings">
      <h3 className="reports-group-heading">
        {t.title} <span className="reports-count">{STRINGS.components.adminHeldListings.count(held.count)}</span>
      </h3>
      <p className="hint">{t.hint}</p>
      <ActionNote intents={INTENTS} />
      {held.latest.length === 0 ? (
        <p className="empty">{t.none}</p>
      ) : (
        <ol className="reports-list">
          {held.latest.map((listing) => (
            <HeldRow key={listing.id} listing={listing} />
          ))}
        </ol>
      )}
      {held.count > held.latest.length ? <p className="hint">{STRINGS.components.adminHeldListings.showing(held.latest.length, held.count)}</p> : null}
    </div>
  );
}
