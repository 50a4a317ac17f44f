import { STRINGS } from "../i18n";
import { PhotoPlaceholder, usePhotosShown } from "./low-data";

/**
 * Recently Viewed: up to 5 entries kept in this browser. The server cannot know them, so it sends
 * a hidden section and a template; the home enhancer fills it from local storage, and it stays
 * hidden when there is nothing to show.
 */
export function RecentlyViewed() {
  // Low-data mode: the low-data script fills it, each photo a placeholder until tapped.
  const photosShown = usePhotosShown();
  return (
    <section
      className="listing-row recently-viewed"
      aria-labelledby="row-recently-viewed"
      hidden
      data-recently-viewed
      // The home script writes prices without a catalogue: a rent's words and a missing price come with the page.
      data-rent-price={STRINGS.domain.money.perMonth("{price}")}
      data-no-price={STRINGS.domain.money.notAvailable}
    >
      <div className="listing-row-head">
        <h2 id="row-recently-viewed">{STRINGS.home.recentlyViewed}</h2>
      </div>
      <ul className="recent-grid" />
      <template>
        <li>
          <a className="recent-item" href="/">
            {photosShown ? (
              <img alt="" width={160} height={120} loading="lazy" decoding="async" />
            ) : (
              <PhotoPlaceholder photo={{ src: "", alt: "", style: { aspectRatio: "4 / 3", width: "100%" } }} decorative />
            )}
            <span className="recent-name" />
            <span className="recent-price" />
          </a>
        </li>
      </template>
    </section>
  );
}
