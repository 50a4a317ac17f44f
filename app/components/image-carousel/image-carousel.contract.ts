import { defineContract } from "../../behaviours/contract";

/**
 * The listing's photo strip (./image-carousel.tsx): the scroll-snap `track` whose items are the
 * photos, the arrows (`step`, keyed by how far they move: "-1", "1"), the `count` they show, and the
 * thumbnails (`dot`, keyed by the photo's position). The arrows and the count are hidden until the
 * behaviour can answer them. The sponsor banner's strip on the home page writes the same attributes.
 */
export const imageCarouselContract = defineContract("image-carousel", {
  parts: { track: "data-carousel-track", step: "data-carousel-step", dot: "data-carousel-dot", count: "data-carousel-count" },
});
