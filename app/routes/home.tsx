import homeEnhancer from "virtual:inline-script/home";
import { requestContextKey } from "../../worker/context";
import { roomCategorySummary } from "../../worker/services/listings/categories";
import { homeRows } from "../../worker/services/listings/home";
import { featuredListings } from "../../worker/services/listings/boosted";
import { listHomepageImages } from "../../worker/services/media/homepage-images";
import { CATEGORY_TREE } from "../domain/catalog";
import { CategorySidebar, CategoryStrip, type CategoryCount } from "../components/category-sidebar/category-sidebar";
import { EatClock } from "../components/eat-clock/eat-clock";
import { favouriteTexts } from "../components/favourite-button/favourite-button";
import { PageScript } from "../components/page-script";
import { ListingRow } from "../components/listing-row";
import { useLowData } from "../components/low-data";
import { readLowData } from "../domain/low-data";
import { RecentlyViewed } from "../components/recently-viewed/recently-viewed";
import { BannerMessage, SponsorBanner } from "../components/sponsor-banner/sponsor-banner";
import { STRINGS } from "../i18n";
import { pageMeta, siteOrigin } from "../lib/seo";
import type { Route } from "./+types/home";
import { attach } from "../behaviours/contract";
import { toastContract } from "../behaviours/toast/toast.contract";
import "./home.css";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteOrigin(matches), {
    title: STRINGS.screens.home.homeTitle,
    description: STRINGS.screens.home.homeDescription,
    path: "/",
  });

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : STRINGS.common.errorFallback;
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

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, env } = context.get(requestContextKey);
  // Everything is in the first HTML (docs/decisions/001): a streamed section would need a script
  // to appear, and a phone without one would show its loading text for ever. The three reads run
  // side by side, so the page waits for the slowest, not for their sum.
  // Listings boosted Featured, in turn; none, no row. The rows leave them out (one listing, one row).
  const featuredRead = settle("featured listings", featuredListings(db));
  const [banner, categories, rows, featured] = await Promise.all([
    // Low-data mode shows no sponsor banner: its images are not even read.
    readLowData(request.headers).on ? [] : settle("homepage images", listHomepageImages(db)),
    // From the categories room, grouped once per change rather than once per page.
    settle("category summary", roomCategorySummary(env)),
    homeRows(db, featuredRead).then(
      (value) => ({ value, error: null }),
      (error: unknown) => {
        console.error("home rows", error);
        return { value: null, error: errorMessage(error) };
      },
    ),
    featuredRead,
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
  // Low-data mode: no banner, and the root's one tiny script instead of this page's.
  const lowData = useLowData();
  return (
    <div className="home-layout">
      <main
        className="home-main"
        id="main"
        // The home script has no catalogue: the heart's toasts come with the page, in its language (the region's name is on <body>).
        {...favouriteTexts()}
      >
        <CategoryStrip categories={categories ?? emptyCategories} />
        <div className="home-top">
          <EatClock serverNow={serverNow} />
        </div>
        {lowData ? null : banner ? <SponsorBanner images={banner} /> : <BannerMessage text={STRINGS.common.error(STRINGS.common.errorFallback)} role="alert" />}

        <section className="welcome">
          <h1>{STRINGS.screens.home.welcomeTitle}</h1>
          <p>{STRINGS.screens.home.welcomeText}</p>
          <div className="welcome-actions">
            <a href="/create-listing" className="button">
              {STRINGS.screens.home.startSelling}
            </a>
            <a href="/search" className="text-link">
              {STRINGS.common.exploreAll}
            </a>
          </div>
        </section>

        {featured.length > 0 ? <ListingRow title={STRINGS.screens.home.featuredTitle} listings={featured} emptyText="" badge="featured" /> : null}
        {rowsError ? (
          <p className="inline-error" role="alert">
            {STRINGS.screens.home.rowsError(rowsError)}
          </p>
        ) : null}
        {/* Its first two photos come first only when no banner shows: the banner is the page's largest element, and
            two cards preloaded at high priority took its bandwidth (docs/performance.md). */}
        <ListingRow
          title={STRINGS.screens.home.popular}
          href="/search?sort=views&order=desc"
          listings={rows?.popular ?? []}
          emptyText={STRINGS.screens.home.noPopular}
          priority={lowData || !banner || banner.length === 0}
        />
        <ListingRow title={STRINGS.screens.home.offers} href="/search?offer=true" listings={rows?.offers ?? []} emptyText={STRINGS.screens.home.noOffers} />

        <section className="promo" aria-labelledby="promo-heading">
          <h2 id="promo-heading">{STRINGS.screens.home.promoTitle}</h2>
          <p>{STRINGS.screens.home.promoText}</p>
          <div className="welcome-actions">
            <a href="/create-listing" className="button accent">
              {STRINGS.screens.home.postListing}
            </a>
            <a href="/search" className="button outline light">
              {STRINGS.common.inboxBrowse}
            </a>
          </div>
        </section>

        <ListingRow
          title={STRINGS.screens.home.products}
          href="/search?type=sale"
          listings={rows?.products ?? []}
          emptyText={STRINGS.screens.home.noProducts}
        />
        <ListingRow title={STRINGS.screens.home.places} href="/search?type=rent" listings={rows?.places ?? []} emptyText={STRINGS.screens.home.noPlaces} />
        <RecentlyViewed />
        <PageScript code={homeEnhancer} />
      </main>
      <aside className="home-aside" id="categories">
        {categories ? <CategorySidebar categories={categories} /> : <CategoriesError />}
      </aside>
    </div>
  );
}

/** On failure every category shows with zero counts, an inline error and a toast (spec section 4). */
function CategoriesError() {
  const message = STRINGS.common.errorFallback;
  return (
    <div {...attach(toastContract)} {...toastContract.values({ message: STRINGS.screens.home.categoriesFailedToast(message) })}>
      <CategorySidebar categories={emptyCategories} error={message} />
    </div>
  );
}
