import { defineContract } from "../../behaviours/contract";

/**
 * The home page's sponsor banner (./sponsor-banner.tsx): the scroll-snap `track` whose children are
 * the slides, and the `controls` (hidden until the behaviour can answer them) with the arrows
 * (`step`, keyed by how far they move: "-1", "1") and the dots (`dot`, keyed by the slide's position).
 * A banner of one slide names no behaviour: it has nothing to turn to.
 */
export const sponsorBannerContract = defineContract("sponsor-banner", {
  parts: { track: "data-banner-track", controls: "data-banner-controls", step: "data-banner-step", dot: "data-banner-dot" },
});
