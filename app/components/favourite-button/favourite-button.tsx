import { useRouteLoaderData } from "react-router";
import { attach } from "../../behaviours/contract";
import { STRINGS } from "../../i18n";
import type { loader as rootLoader } from "../../root";
import { favouriteContract } from "./favourite-button.contract";
import "./favourite-button.css";

/**
 * The heart's texts, written once on the `<main>` of a page with hearts, in the reader's language
 * (the behaviour carries no catalogue).
 */
export function favouriteTexts(): Record<string, string> {
  return {
    ...favouriteContract.part("texts"),
    ...favouriteContract.values({
      logIn: STRINGS.server.listings.signIn,
      signIn: STRINGS.common.signIn,
      added: STRINGS.server.listings.added,
      removed: STRINGS.server.listings.removed,
      failed: STRINGS.components.favouriteButton.failed,
    }),
  };
}

/**
 * The heart on cards and the detail screen: the button of a small form posted to the listing's
 * page, which answers with the listing. Where scripts run, ./favourite-button.behaviour.ts takes
 * the click: visitors are told to log in, a signed-in user's heart toggles at once and the server
 * confirms (or the heart goes back, with the spec's failure text).
 */
export function FavouriteButton({ listingId, listingName }: { listingId: string; listingName: string }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const favourite = root?.favouriteIds.includes(listingId) ?? false;
  return (
    <form method="post" action={`/listing/${encodeURIComponent(listingId)}`} className="favourite-form" {...attach(favouriteContract)}>
      <input type="hidden" name="intent" value="favourite" />
      <input type="hidden" name="saved" value={favourite ? "false" : "true"} />
      <button
        type="submit"
        className="favourite-button"
        {...favouriteContract.part("button")}
        {...favouriteContract.values({ listingId })}
        aria-pressed={favourite}
        aria-label={STRINGS.components.favouriteButton.saveFavourite(listingName)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M12 20.3 10.6 19C5.4 14.3 2 11.2 2 7.5 2 4.4 4.4 2 7.5 2c1.7 0 3.4.8 4.5 2.1A6 6 0 0 1 16.5 2C19.6 2 22 4.4 22 7.5c0 3.7-3.4 6.8-8.6 11.5L12 20.3Z"
            fill={favourite ? "currentColor" : "none"}
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      </button>
    </form>
  );
}
