import { coverImage } from "../domain/images";
import type { ListingScamSignal } from "../domain/chat-types";
import type { ListingStatus } from "../domain/listing-life";
import { LISTING_SAFETY_MESSAGES } from "../domain/listing-safety-texts";
import { formatPostedDate } from "../domain/time";
import { STRINGS } from "../i18n";
import { ListingImage } from "./listing-image";
import { Price } from "./price";
import { TableScroll } from "./table-scroll";
import { groupedCount } from "../domain/ksh";
import { focusReturnContract } from "../behaviours/focus-return/focus-return.contract";
import { profileForm } from "./profile-forms";
import "./my-listings.css";

/*
 * The profile's "My listings" tab (a seller's workspace): a page of the seller's listings,
 * filtered by status, each with its status, its figures for the last 30 days and in total, and its
 * actions: Edit, Mark sold or Mark available, Renew, Boost; Delete apart, asking first. Every action
 * is a form posted to the profile, so it works without a script; with one (swap, ./profile-forms.ts)
 * it is sent in place, the list comes back with the page and a toast answers. Delete asks first:
 * the browser's dialog with a script (`data-confirm`), the page itself without one.
 */

interface Figures {
  views: number;
  calls: number;
  whatsapp: number;
  messages: number;
  favourites: number;
}

export interface MyListingItem {
  _id: string;
  name: string;
  imageUrls: string[];
  offer: boolean;
  regularPrice: number;
  discountPrice?: number;
  type: "sale" | "rent";
  status: ListingStatus;
  underReview: boolean;
  /** Why the scam guard holds it (status "held"). */
  heldFor?: ListingScamSignal[];
  expiresAt: string | null;
  soldAt: string | null;
  boost: { kind: "top" | "featured"; until: string } | null;
  figures: { last30: Figures; total: Figures };
}

export interface MyListingsData {
  listings: MyListingItem[];
  total: number;
  startIndex: number;
  limit: number;
  counts: Record<ListingStatus | "all", number>;
  status: ListingStatus | null;
}

const FILTERS: (ListingStatus | null)[] = [null, "active", "unavailable", "sold", "expired", "hidden", "held"];
const FIGURE_KEYS: (keyof Figures)[] = ["views", "calls", "whatsapp", "messages", "favourites"];

/** `?tab=listings` with the status and page: every filter and page is a link. */
function listHref(here: string, status: ListingStatus | null, page = 1): string {
  const params = new URLSearchParams({ tab: "listings" });
  if (status) params.set("status", status);
  if (page > 1) params.set("page", String(page));
  return `${here}?${params}`;
}

export function MyListings({ data, here }: { data: MyListingsData; here: string }) {
  const t = STRINGS.components.myListings;
  if (data.counts.all === 0) return <p className="empty">{t.noListings}</p>;
  const page = Math.floor(data.startIndex / data.limit) + 1;
  const pages = Math.max(1, Math.ceil(data.total / data.limit));
  return (
    <>
      <nav className="status-filter" aria-label={STRINGS.common.statusFilter}>
        {FILTERS.filter((status) => status === null || status === data.status || data.counts[status] > 0).map((status) => (
          <a key={status ?? "all"} href={listHref(here, status)} className="chip" aria-current={status === data.status ? "page" : undefined}>
            {status ? STRINGS.components.myListings.statuses[status] : STRINGS.common.allStatuses} ({data.counts[status ?? "all"]})
          </a>
        ))}
      </nav>
      {data.listings.length === 0 ? (
        <p className="empty">{STRINGS.components.myListings.noneWithStatus}</p>
      ) : (
        <ul className="my-listings">
          {data.listings.map((listing) => (
            <MyListingRow key={listing._id} listing={listing} />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className="my-listings-pager" aria-label={STRINGS.common.pageOf(page, pages)}>
          {page > 1 ? (
            <a className="button small outline" href={listHref(here, data.status, page - 1)}>
              {STRINGS.common.previous}
            </a>
          ) : (
            <span />
          )}
          <span>{STRINGS.common.pageOf(page, pages)}</span>
          {page < pages ? (
            <a className="button small outline" href={listHref(here, data.status, page + 1)}>
              {STRINGS.common.next}
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  );
}

function statusLine(listing: MyListingItem): string {
  const s = STRINGS.components.myListings;
  if (listing.status === "sold" && listing.soldAt) return s.soldOn(formatPostedDate(listing.soldAt));
  if (listing.status === "expired" && listing.expiresAt) return s.expiredOn(formatPostedDate(listing.expiresAt));
  if (listing.expiresAt && (listing.status === "active" || listing.status === "unavailable")) return s.expiresOn(formatPostedDate(listing.expiresAt));
  return "";
}

function MyListingRow({ listing }: { listing: MyListingItem }) {
  const statusLabel = listing.underReview ? STRINGS.components.myListings.statuses.underReview : STRINGS.components.myListings.statuses[listing.status];
  const action = (intent: string, label: string) => (
    <form method="post" {...profileForm({ key: `${intent}:${listing._id}` })}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="listingId" value={listing._id} />
      <button type="submit" className="button small outline">
        {label}
      </button>
    </form>
  );
  const line = statusLine(listing);
  return (
    <li className="my-listing" {...focusReturnContract.part("row", listing._id)}>
      <ListingImage src={coverImage(listing.imageUrls)} alt="" slot="preview" linkToPhoto />
      <div className="my-listing-head">
        <a href={`/listing/${listing._id}`} className="my-listing-name">
          {listing.name}
        </a>
        <Price listing={listing} className="price" />
        <p className="my-listing-status">
          <span className={`badge status-${listing.underReview ? "review" : listing.status}`}>{statusLabel}</span>
          {listing.boost ? <span className="badge top">{STRINGS.common.boostedUntil(listing.boost.kind, formatPostedDate(listing.boost.until))}</span> : null}
          {line ? <span className="my-listing-when">{line}</span> : null}
        </p>
        {listing.status === "held" ? (
          <div className="my-listing-held">
            <p>{LISTING_SAFETY_MESSAGES.ownerHeld}</p>
            <ul>
              {(listing.heldFor ?? []).map((signal) => (
                <li key={signal}>{LISTING_SAFETY_MESSAGES.heldBySignal[signal]}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <TableScroll className="figures-box" label={STRINGS.components.myListings.listingFigures(listing.name)}>
        <table className="figures" aria-label={STRINGS.components.myListings.listingFigures(listing.name)}>
          <thead>
            <tr>
              <td />
              {FIGURE_KEYS.map((key) => (
                <th key={key} scope="col">
                  {STRINGS.components.myListings.figures[key]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(["last30", "total"] as const).map((period) => (
              <tr key={period}>
                <th scope="row">{period === "last30" ? STRINGS.components.myListings.last30 : STRINGS.components.myListings.total}</th>
                {FIGURE_KEYS.map((key) => (
                  <td key={key}>{groupedCount(listing.figures[period][key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <div className="my-listing-actions">
        <a className="button small outline" href={`/update-listing/${listing._id}`}>
          {STRINGS.components.myListings.edit}
        </a>
        {listing.status === "sold"
          ? action("available", STRINGS.common.markAvailable)
          : listing.status !== "hidden" && listing.status !== "held"
            ? action("sold", STRINGS.common.markSold)
            : null}
        {listing.status === "active" || listing.status === "unavailable" || listing.status === "expired" ? action("renew", STRINGS.common.renew) : null}
        {listing.status === "active" ? (
          <a className="button small accent" href={`/boost/${listing._id}`}>
            {STRINGS.common.boost}
          </a>
        ) : null}
        <form method="post" className="my-listing-delete" {...profileForm({ confirm: STRINGS.components.myListings.confirmDeleteListing })}>
          <input type="hidden" name="intent" value="delete-listing" />
          <input type="hidden" name="confirmed" value="" />
          <input type="hidden" name="listingId" value={listing._id} />
          <button type="submit" className="button small danger">
            {STRINGS.common.delete}
          </button>
        </form>
      </div>
    </li>
  );
}
