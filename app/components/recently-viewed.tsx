import { Link } from "react-router";
import { formatKsh } from "../domain/money";
import { useRecentlyViewed } from "../lib/recently-viewed";
import { STRINGS } from "../strings";
import { ListingImage } from "./listing-image";

/** Recently Viewed: up to 5 entries from this browser, hidden when there are none. */
export function RecentlyViewed() {
  const entries = useRecentlyViewed();
  if (entries.length === 0) return null;
  return (
    <section className="listing-row recently-viewed" aria-labelledby="row-recently-viewed">
      <div className="listing-row-head">
        <h2 id="row-recently-viewed">{STRINGS.home.recentlyViewed}</h2>
      </div>
      <ul className="recent-grid">
        {entries.map((entry) => (
          <li key={entry._id}>
            <Link to={`/listing/${entry._id}`} className="recent-item">
              <ListingImage src={entry.imageUrl} alt="" width={160} height={120} />
              <span className="recent-name">{entry.name}</span>
              <span className="recent-price">{formatKsh(entry.price, entry.type)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
