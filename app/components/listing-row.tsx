import { STRINGS } from "../i18n";
import { ListingCard, type ListingCardData } from "./listing-card";
import "./listing-row.css";

/** A titled row of cards on the home page, with its "View all" link and its empty text. */
export function ListingRow(props: {
  title: string;
  href?: string;
  linkText?: string;
  listings: ListingCardData[];
  emptyText: string;
  priority?: boolean;
  /** The home page's Featured row marks its cards. */
  badge?: "featured";
}) {
  const headingId = `row-${props.title.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}`;
  return (
    <section className="listing-row" aria-labelledby={headingId}>
      <div className="listing-row-head">
        <h2 id={headingId}>{props.title}</h2>
        {props.href ? (
          <a href={props.href} className="row-link">
            {props.linkText ?? STRINGS.components.listingRow.viewAll}
          </a>
        ) : null}
      </div>
      {props.listings.length === 0 ? (
        <p className="empty">{props.emptyText}</p>
      ) : (
        <div className="card-grid">
          {props.listings.map((listing, position) => (
            <ListingCard key={listing._id} listing={listing} priority={props.priority === true && position < 2} badge={props.badge} />
          ))}
        </div>
      )}
    </section>
  );
}
