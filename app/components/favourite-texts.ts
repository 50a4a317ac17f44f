/**
 * The heart's texts (spec sections 5 and 8) for the pages' script (app/enhance/page.ts), which
 * carries no catalogue: the server writes them, in the reader's language, on the page's `<main>`
 * (`data-favourite-texts`, see favouriteTextsData), and each is read there when it is shown. The
 * English words stand in only where a page does not carry them. The server reads the same texts
 * from the catalogue (favourites: STRINGS.server.api.favourites, STRINGS.ui.favourites).
 */
const ENGLISH = {
  logIn: "Please log in to add to favourites!",
  signIn: "Sign in",
  added: "Added to favourites",
  removed: "Removed from favourites",
  failed: "Failed to update favourites",
} as const;

type FavouriteText = keyof typeof ENGLISH;

function fromPage(key: FavouriteText): string {
  if (typeof document === "undefined") return ENGLISH[key];
  const holder = document.querySelector<HTMLElement>("[data-favourite-texts]");
  return holder?.dataset[`favourite${key.charAt(0).toUpperCase()}${key.slice(1)}`] ?? ENGLISH[key];
}

export const FAVOURITE_TEXTS: Readonly<Record<FavouriteText, string>> = {
  get logIn() {
    return fromPage("logIn");
  },
  get signIn() {
    return fromPage("signIn");
  },
  get added() {
    return fromPage("added");
  },
  get removed() {
    return fromPage("removed");
  },
  get failed() {
    return fromPage("failed");
  },
};

/** The attributes that carry the texts on a page's `<main>`, from the catalogue's. */
export function favouriteTextsData(texts: Record<FavouriteText, string>): Record<string, string | boolean> {
  return {
    "data-favourite-texts": true,
    "data-favourite-log-in": texts.logIn,
    "data-favourite-sign-in": texts.signIn,
    "data-favourite-added": texts.added,
    "data-favourite-removed": texts.removed,
    "data-favourite-failed": texts.failed,
  };
}
