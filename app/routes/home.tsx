import { Suspense } from "react";
import { Await } from "react-router";
import homeEnhancer from "virtual:inline-script/home";
import { requestContextKey } from "../../worker/context";
import { categorySummary } from "../../worker/services/categories";
import { homeRows, type HomeRows } from "../../worker/services/home";
import { listHomepageImages } from "../../worker/services/homepage-images";
import { CATEGORY_TREE } from "../domain/catalog";
import { CategorySidebar, type CategoryCount } from "../components/category-sidebar";
import { EatClock } from "../components/eat-clock";
import { ListingRow } from "../components/listing-row";
import { RecentlyViewed } from "../components/recently-viewed";
import { BannerMessage, SponsorBanner } from "../components/sponsor-banner";
import { STRINGS } from "../strings";
import { pageMeta, siteOrigin } from "../lib/seo";
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

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(requestContextKey);
  // Banner and categories stream in behind their own loading texts; a failure in one section
  // shows that section's error and leaves the rest of the page working.
  const banner = listHomepageImages(db);
  const categories = categorySummary(db);
  let rows: HomeRows | null = null;
  let rowsError: string | null = null;
  try {
    rows = await homeRows(db);
  } catch (error) {
    console.error("home rows", error);
    rowsError = errorMessage(error);
  }
  return { serverNow: Date.now(), rows, rowsError, banner, categories };
}

const emptyCategories: CategoryCount[] = CATEGORY_TREE.map(({ name, subcategories }) => ({
  category: name,
  total: 0,
  subcategories: Object.fromEntries(subcategories.map((sub) => [sub, 0])),
}));

export default function Home({ loaderData }: Route.ComponentProps) {
  const { rows, rowsError, banner, categories, serverNow } = loaderData;
  const t = STRINGS.home;
  return (
    <div className="home-layout">
      <main className="home-main" id="main">
        <div className="home-top">
          <EatClock serverNow={serverNow} />
        </div>
        <Suspense fallback={<BannerMessage text={t.loadingImages} role="status" />}>
          <Await resolve={banner} errorElement={<BannerError />}>
            {(images) => <SponsorBanner images={images} />}
          </Await>
        </Suspense>

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
        <script dangerouslySetInnerHTML={{ __html: homeEnhancer }} />
      </main>
      <aside className="home-aside">
        <Suspense
          fallback={
            <p className="sidebar-status" role="status">
              {t.loadingCategories}
            </p>
          }
        >
          <Await resolve={categories} errorElement={<CategoriesError />}>
            {(summary) => <CategorySidebar categories={summary} />}
          </Await>
        </Suspense>
      </aside>
    </div>
  );
}

function BannerError() {
  return <BannerMessage text={`Error: ${STRINGS.shell.errorFallback}`} role="alert" />;
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
