/** For the page scripts not yet made behaviours (docs/decisions/128): the home page's banner, the pages that fetch themselves. */
export { revealNoscript } from "../behaviours/reveal-noscript";
export { fetchPage } from "../behaviours/swap/fetch-page";
