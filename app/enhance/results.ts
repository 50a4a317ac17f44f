/**
 * Search and browse (docs/decisions/096 and 128): the server renders every page of results, the
 * filter panel is a plain GET form and every other address is a link, so the pages work without a
 * script (the no-JS end-to-end project proves it). Their markup names these behaviours
 * (app/components/search-results/), which make the same requests and put the server's answer in
 * place, so a reader keeps their place, their open panel and what they are typing:
 *
 * - the panel's Search, a chip, Clear, a suggestion and browse's pages load their results in
 *   place, each a history entry (search-results);
 * - words typed in the panel are searched after a pause (live-search);
 * - a choice that brings new options (a category, a make, a county) applies at once (apply-now);
 * - Show more appends the next page's cards (show-more).
 */
import { applyNow } from "../components/search-results/apply-now.behaviour";
import { inPlaceResults } from "../components/search-results/in-place-results.behaviour";
import { liveSearch } from "../components/search-results/live-search.behaviour";
import { showMore } from "../components/search-results/show-more.behaviour";
import { LISTING_CARD_BEHAVIOURS } from "../components/listing-card-behaviours";
import { startPage } from "./page";

startPage(...LISTING_CARD_BEHAVIOURS, inPlaceResults, liveSearch, applyNow, showMore);
