import { STRINGS } from "../../i18n";
import { PhotoPlaceholder, usePhotosShown } from "../low-data";
import { attach } from "../../behaviours/contract";
import { recentlyViewedContract as contract } from "./recently-viewed.contract";
import "./recently-viewed.css";

/**
 * Recently Viewed: up to 5 entries kept in this browser. The server cannot know them, so it sends
 * a hidden section and a template; its behaviour (./recently-viewed.behaviour.ts, or low-data
 * mode's script) fills it from local storage, and it stays hidden when there is nothing to show.
 */
export function RecentlyViewed() {
  // Low-data mode: the low-data script fills it, each photo a placeholder until tapped.
  const photosShown = usePhotosShown();
  return (
    <section
      className="listing-row recently-viewed"
      aria-labelledby="row-recently-viewed"
      hidden
      {...attach(contract)}
      // The behaviour writes prices without a catalogue: a rent's words and a missing price come with the page.
      {...contract.values({ rentPrice: STRINGS.domain.money.perMonth("{price}"), noPrice: STRINGS.domain.money.notAvailable })}
    >
      <div className="listing-row-head">
        <h2 id="row-recently-viewed">{STRINGS.components.recentlyViewed.recentlyViewed}</h2>
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
            <span className="recent-name" {...contract.part("name")} />
            <span className="recent-price" {...contract.part("price")} />
          </a>
        </li>
      </template>
    </section>
  );
}
