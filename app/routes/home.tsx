import homeEnhancer from "virtual:inline-script/home";
import { requestContextKey } from "../../worker/context";
import { categorySummary } from "../../worker/services/categories";
import { homeRows } from "../../worker/services/home";
import { featuredListings } from "../../worker/services/boosted";
import { listHomepageImages } from "../../worker/services/homepage-images";
import { CATEGORY_TREE } from "../domain/catalog";
import { CategorySidebar, CategoryStrip, type CategoryCount } from "../components/category-sidebar";
import { EatClock } from "../components/eat-clock";
import { ListingRow } from "../components/listing-row";
import { RecentlyViewed } from "../components/recently-viewed";
import { BannerMessage, SponsorBanner } from "../components/sponsor-banner";
import { STRINGS } from "../strings";
import { pageMeta, siteOrigin } from "../lib/seo";
import { useScriptNonce } from "../lib/script-nonce";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteOrigin(matches), {
    title: "Sokoni | Buy, sell and rent across Kenya",
    description: "Cars, phones, houses, jobs and more from sellers in all 47 counties. Prices in KSh. Call or WhatsApp the seller.",
    path: "/",
  });

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : "Please try again later.";
}

/** The home page is served as HTML plus one inlined script; no framework JS is sent to the phone. */
export const handle = { hydrate: false };

/**
 * A client-side navigation from a hydrated page would render home without its script, so it
 * becomes a document load instead.
 */
export async function clientLoader(): Promise<never> {
  window.location.assign("/");
  return new Promise<never>(() => {});
}

/** A section's failure is logged and shown in that section alone; the rest of the page still works. */
async function settle<T>(label: string, work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    console.error(label, error);
    return null;
  }
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(requestContextKey);
  // Everything is in the first HTML (docs/decisions/001): a streamed section would need a script
  // to appear, and a phone without one would show its loading text for ever. The three reads run
  // side by side, so the page waits for the slowest, not for their sum.
  const [banner, categories, rows, featured] = await Promise.all([
    settle("homepage images", listHomepageImages(db)),
    settle("category summary", categorySummary(db)),
    homeRows(db).then(
      (value) => ({ value, error: null }),
      (error: unknown) => {
        console.error("home rows", error);
        return { value: null, error: errorMessage(error) };
      },
    ),
    // Issue 18: listings boosted Featured, in turn; none, no row.
    settle("featured listings", featuredListings(db)),
  ]);
  return { serverNow: Date.now(), rows: rows.value, rowsError: rows.error, banner, categories, featured: featured ?? [] };
}

const emptyCategories: CategoryCount[] = CATEGORY_TREE.map(({ name, subcategories }) => ({
  category: name,
  total: 0,
  subcategories: Object.fromEntries(subcategories.map((sub) => [sub, 0])),
}));

export default function Home({ loaderData }: Route.ComponentProps) {
  const { rows, rowsError, banner, categories, serverNow, featured } = loaderData;
  const t = STRINGS.home;
  const nonce = useScriptNonce();
  return (
    <div className="home-layout">
      <main className="home-main" id="main">
        <CategoryStrip categories={categories ?? emptyCategories} />
        <div className="home-top">
          <EatClock serverNow={serverNow} />
        </div>
        {banner ? <SponsorBanner images={banner} /> : <BannerMessage text={`Error: ${STRINGS.shell.errorFallback}`} role="alert" />}

        <section className="welcome">
          <h1>Karibu Sokoni: Kenya's marketplace</h1>
          <p>
            Buy, sell and rent anything from cars and phones to houses and farm produce, with sellers across Kenya's counties. Prices are in shillings, and you
            reach sellers directly by call or WhatsApp.
          </p>
          <div className="welcome-actions">
            <a href="/create-listing" className="button">
              {t.startSelling}
            </a>
            <a href="/search" className="text-link">
              {t.exploreAll}
            </a>
          </div>
        </section>

        {featured.length > 0 ? <ListingRow title={STRINGS.sellerTools.featuredTitle} listings={featured} emptyText="" badge="featured" /> : null}
        {rowsError ? (
          <p className="inline-error" role="alert">
            {t.rowsError(rowsError)}
          </p>
        ) : null}
        <ListingRow title={t.popular} href="/search?sort=views&order=desc" listings={rows?.popular ?? []} emptyText={t.noPopular} priority />
        <ListingRow title={t.offers} href="/search?offer=true" listings={rows?.offers ?? []} emptyText={t.noOffers} />

        <section className="promo" aria-labelledby="promo-heading">
          <h2 id="promo-heading">Sell it faster on Sokoni</h2>
          <p>Post your item in minutes with up to 6 photos. Buyers see your price in KSh and call or WhatsApp you straight away. Basic listings are free.</p>
          <div className="welcome-actions">
            <a href="/create-listing" className="button accent">
              Post a listing
            </a>
            <a href="/search" className="button outline light">
              Browse listings
            </a>
          </div>
        </section>

        <ListingRow title={t.rent} href="/search?type=rent" listings={rows?.rent ?? []} emptyText={t.noRent} />
        <ListingRow title={t.sale} href="/search?type=sale" listings={rows?.sale ?? []} emptyText={t.noSale} />
        <RecentlyViewed />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own bundled enhancer, inlined at build time */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: homeEnhancer }} />
      </main>
      <aside className="home-aside" id="categories">
        {categories ? <CategorySidebar categories={categories} /> : <CategoriesError />}
      </aside>
    </div>
  );
}

/** On failure every category shows with zero counts, an inline error and a toast (spec section 4). */
function CategoriesError() {
  const message = STRINGS.shell.errorFallback;
  return (
    <div data-toast={STRINGS.home.categoriesFailedToast(message)}>
      <CategorySidebar categories={emptyCategories} error={message} />
    </div>
  );
}
