/**
 * The home page (docs/decisions/122 and 128): the server renders everything, and its markup names
 * these behaviours, loaded after the first paint (docs/decisions/106):
 *
 * - the East Africa Time clock ticking (eat-clock);
 * - the sponsor banner's autoplay, arrows and dots, a later sponsor's image fetched only when
 *   asked for (sponsor-banner);
 * - Recently Viewed filled from this browser's storage (recently-viewed);
 * - the sidebar's counts following the categories room (category-counts).
 *
 * `./page` adds what every page has (favourites, the header, toasts).
 *
 * Every reader of home opens the categories room, so home carries the rooms' socket in its own
 * file rather than asking for `./live-socket` after it (docs/decisions/142): one request and
 * 0.7 KB fewer on the page most visits start on.
 */
import "./live-socket";
import { categoryCounts } from "../components/category-sidebar/category-counts.behaviour";
import { eatClock } from "../components/eat-clock/eat-clock.behaviour";
import { recentlyViewed } from "../components/recently-viewed/recently-viewed.behaviour";
import { sponsorBanner } from "../components/sponsor-banner/sponsor-banner.behaviour";
import { LISTING_CARD_BEHAVIOURS } from "../components/listing-card-behaviours";
import { startPage } from "./page";

startPage(...LISTING_CARD_BEHAVIOURS, eatClock, sponsorBanner, recentlyViewed, categoryCounts);
