import type { ReactNode } from "react";
import type { DashboardData, HiddenByReports } from "../../../worker/services/safety/dashboard";
import type { FlaggedPair, PairListing } from "../../../worker/services/safety/listing-flags";
import { DEFAULT_LISTING_IMAGE } from "../../domain/images";
import { LISTING_SAFETY_MESSAGES } from "../../domain/listing-safety-texts";
import { formatKsh } from "../../domain/money";
import { formatPostedDate } from "../../domain/time";
import { ActionNote } from "./action-note";
import { adminForm, adminSection } from "./admin-form";
import { STRINGS } from "../../i18n";
import { FlaggedMessages } from "./chat-safety";
import { HeldListingsGroup } from "./held-listings";
import "./reports-section.css";
import "../../styles/admin.css";

/** The intents this section answers (Restore answers in Flagged listings). */
const INTENTS = ["dismiss-copy", "hide-copy"];

/** A group's heading with its count beside it. */
function GroupHeading({ title, count }: { title: string; count: number }) {
  return (
    <h3 className="reports-group-heading">
      {title} <span className="reports-count">{STRINGS.components.adminHeldListings.count(count)}</span>
    </h3>
  );
}

function ShowingNote({ shown, total }: { shown: number; total: number }) {
  return total > shown ? <p className="hint">{STRINGS.components.adminHeldListings.showing(shown, total)}</p> : null;
}

function HiddenRow({ listing }: { listing: HiddenByReports }) {
  return (
    <li className="hidden-by-reports" data-hidden-listing={listing.id}>
      <p className="hidden-by-reports-name">
        <a href={`/listing/${listing.id}`}>{listing.name}</a>{" "}
        <span className="reports-tally">{STRINGS.components.adminReportsSection.reportsCount(listing.reports)}</span>
      </p>
      <p className="hint">
        {STRINGS.components.adminHeldListings.bySeller} <a href={listing.sellerPath}>{listing.sellerName}</a> ·{" "}
        <time dateTime={listing.hiddenAt}>{STRINGS.components.adminReportsSection.hiddenWhen(formatPostedDate(listing.hiddenAt))}</time>
      </p>
      <form method="post" className="item-actions" {...adminForm()}>
        <input type="hidden" name="listingId" value={listing.id} />
        <button
          type="submit"
          name="intent"
          value="restore"
          className="button small outline"
          aria-label={STRINGS.components.adminReportsSection.restoreLabel(listing.name)}
        >
          {STRINGS.components.adminReportsSection.restore}
        </button>
      </form>
    </li>
  );
}

function HiddenByReportsGroup({ listings, total }: { listings: HiddenByReports[]; total: number }) {
  return (
    <div className="admin-card reports-group" data-group="hidden-by-reports">
      <GroupHeading title={STRINGS.components.adminReportsSection.hiddenByReports} count={total} />
      <p className="hint">{STRINGS.components.adminReportsSection.hiddenByReportsHint}</p>
      {listings.length === 0 ? (
        <p className="empty">{STRINGS.components.adminReportsSection.noHiddenByReports}</p>
      ) : (
        <ol className="reports-list">
          {listings.map((listing) => (
            <HiddenRow key={listing.id} listing={listing} />
          ))}
        </ol>
      )}
      <ShowingNote shown={listings.length} total={total} />
    </div>
  );
}

/** One side of a pair: its cover, name, price, seller and date. */
function PairSide({ listing, label }: { listing: PairListing; label: string }) {
  return (
    <div className="pair-side">
      <p className="pair-label">{label}</p>
      <div className="pair-body">
        <img
          className="pair-cover"
          src={listing.cover ?? DEFAULT_LISTING_IMAGE}
          alt={listing.cover ? STRINGS.components.adminReportsSection.photoOf(listing.name) : STRINGS.components.adminReportsSection.noPhoto}
          width={240}
          height={180}
          loading="lazy"
          decoding="async"
        />
        <div className="pair-text">
          <p className="pair-name">
            <a href={`/listing/${listing.id}`}>{listing.name}</a>
            {listing.isHidden ? <span className="badge unavailable">{STRINGS.components.adminReportsSection.alreadyHidden}</span> : null}
          </p>
          <p className="pair-price">{formatKsh(listing.price, listing.type)}</p>
          <p className="hint">
            {STRINGS.components.adminHeldListings.bySeller} <a href={listing.sellerPath}>{listing.sellerName}</a> ·{" "}
            <time dateTime={listing.createdAt}>{STRINGS.components.adminReportsSection.posted(formatPostedDate(listing.createdAt))}</time>
          </p>
        </div>
      </div>
    </div>
  );
}

function PairRow({ pair }: { pair: FlaggedPair }) {
  return (
    <li className="copied-pair" data-flag={pair.flagId}>
      <p className="pair-match">
        <strong>{pair.detail === "same" ? STRINGS.components.adminReportsSection.sameBytes : STRINGS.components.adminReportsSection.similarPhoto}</strong> ·{" "}
        <time className="hint" dateTime={pair.createdAt}>
          {STRINGS.components.adminReportsSection.flagged(formatPostedDate(pair.createdAt))}
        </time>
      </p>
      <div className="pair-sides">
        <PairSide listing={pair.copy} label={STRINGS.components.adminReportsSection.copy} />
        <PairSide listing={pair.original} label={STRINGS.components.adminReportsSection.original} />
      </div>
      <form method="post" className="pair-actions" {...adminForm()}>
        <input type="hidden" name="flagId" value={pair.flagId} />
        <button
          type="submit"
          name="intent"
          value="dismiss-copy"
          className="button small outline"
          aria-label={STRINGS.components.adminReportsSection.dismissLabel(pair.copy.name)}
        >
          {STRINGS.components.adminReportsSection.dismiss}
        </button>
        <button
          type="submit"
          name="intent"
          value="hide-copy"
          className="button small danger"
          aria-label={STRINGS.components.adminReportsSection.hideCopyLabel(pair.copy.name)}
        >
          {STRINGS.components.adminReportsSection.hideCopy}
        </button>
      </form>
    </li>
  );
}

function CopiedPhotosGroup({ copies }: { copies: DashboardData["copiedPhotos"] }) {
  return (
    <div className="admin-card reports-group copied-photos" data-group="copied-photos">
      <GroupHeading title={LISTING_SAFETY_MESSAGES.copiedPhotos} count={copies.count} />
      <p className="hint">{STRINGS.components.adminReportsSection.copiedPhotosHint}</p>
      {copies.latest.length === 0 ? (
        <p className="empty">{STRINGS.components.adminReportsSection.noCopiedPhotos}</p>
      ) : (
        <ol className="reports-list">
          {copies.latest.map((pair) => (
            <PairRow key={pair.flagId} pair={pair} />
          ))}
        </ol>
      )}
      <ShowingNote shown={copies.latest.length} total={copies.count} />
    </div>
  );
}

/**
 * The dashboard's Reports: listings hidden by reports (Restore), possible copied photos
 * (both listings side by side; Dismiss or Hide the copy), the flagged listings, flagged chat
 * messages and user complaints. Every figure comes with the dashboard's data, so the live room's
 * updates reach this section too. `flaggedListings` and `complaints` are the dashboard's own cards.
 */
export function ReportsSection({ dashboard, flaggedListings, complaints }: { dashboard: DashboardData; flaggedListings: ReactNode; complaints: ReactNode }) {
  return (
    <section className="admin-section reports-section" aria-labelledby="reports-heading" {...adminSection("reports")}>
      <h2 id="reports-heading">{STRINGS.components.adminReportsSection.reports}</h2>
      <p className="hint reports-intro">{STRINGS.components.adminReportsSection.intro}</p>
      <ActionNote intents={INTENTS} />
      <div className="admin-cards">
        <HeldListingsGroup held={dashboard.heldListings ?? { count: 0, latest: [] }} />
        <HiddenByReportsGroup listings={dashboard.hiddenByReports ?? []} total={dashboard.hiddenByReportsCount ?? 0} />
        {flaggedListings}
        <CopiedPhotosGroup copies={dashboard.copiedPhotos ?? { count: 0, latest: [] }} />
        <FlaggedMessages flagged={dashboard.flaggedMessages ?? { count: 0, latest: [] }} />
        {complaints}
      </div>
    </section>
  );
}
