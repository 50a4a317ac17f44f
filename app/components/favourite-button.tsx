import { useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { toast } from "../lib/toast";
import type { loader as rootLoader } from "../root";
import { STRINGS } from "../i18n";
import { useHydrated } from "../lib/use-hydrated";
import { signInPath } from "../lib/sign-in-path";

/**
 * The heart on cards and the detail screen. Visitors are told to log in; a signed-in user toggles
 * it at once and the server confirms (or the heart goes back, with the spec's failure text).
 * Without a script (and on the home page, whose own script takes the click) the heart is the
 * button of a small form posted to the listing's page, which answers with the listing.
 */
export function FavouriteButton({ listingId, listingName }: { listingId: string; listingName: string }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const saved = root?.favouriteIds.includes(listingId) ?? false;
  const [favourite, setFavourite] = useState(saved);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  useEffect(() => setFavourite(saved), [saved]);

  const toggle = async () => {
    const texts = STRINGS.server.api.favourites;
    if (!root?.user) {
      toast.error(texts.signIn, { id: "favourite-sign-in", link: { href: signInPath(location.pathname + location.search), text: STRINGS.shell.signIn } });
      return;
    }
    const next = !favourite;
    setFavourite(next);
    setBusy(true);
    try {
      const response = await fetch(`/api/favourites/${encodeURIComponent(listingId)}`, { method: next ? "POST" : "DELETE" });
      if (!response.ok) throw new Error(String(response.status));
      toast.success(next ? texts.added : texts.removed);
    } catch {
      setFavourite(!next);
      toast.error(STRINGS.ui.favourites.failed);
    } finally {
      setBusy(false);
    }
  };

  const button = (
    <button
      type={hydrated ? "button" : "submit"}
      className="favourite-button"
      data-favourite
      data-listing-id={listingId}
      aria-pressed={favourite}
      aria-label={STRINGS.ui.card.saveFavourite(listingName)}
      disabled={busy}
      onClick={hydrated ? toggle : undefined}
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
  );
  if (hydrated) return button;
  return (
    <form method="post" action={`/listing/${encodeURIComponent(listingId)}`} className="favourite-form">
      <input type="hidden" name="intent" value="favourite" />
      <input type="hidden" name="saved" value={favourite ? "false" : "true"} />
      {button}
    </form>
  );
}
