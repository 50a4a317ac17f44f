import { STRINGS } from "../strings";

/**
 * Recently Viewed: up to 5 entries kept in this browser. The server cannot know them, so it sends
 * a hidden section and a template; the home enhancer fills it from local storage, and it stays
 * hidden when there is nothing to show.
 */
export function RecentlyViewed() {
  return (
    <section className="listing-row recently-viewed" aria-labelledby="row-recently-viewed" hidden data-recently-viewed>
      <div className="listing-row-head">
        <h2 id="row-recently-viewed">{STRINGS.home.recentlyViewed}</h2>
      </div>
      <ul className="recent-grid" />
      <template>
        <li>
          <a className="recent-item" href="/">
            <img alt="" width={160} height={120} loading="lazy" decoding="async" />
            <span className="recent-name" />
            <span className="recent-price" />
          </a>
        </li>
      </template>
    </section>
  );
}
