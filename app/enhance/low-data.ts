/**
 * Low-data mode's one script (docs/decisions/087-low-data-mode.md), inlined at the end of
 * every page by app/root.tsx when the mode is on, in place of the page's own. It does three small things:
 *
 * - a tapped photo placeholder becomes its photo, in the same box (its contract:
 *   app/components/low-data.contract.ts, written by app/components/low-data.tsx with the photo's
 *   address, srcset, sizes and box);
 * - the home page's Recently Viewed is filled from this browser's storage, each photo a placeholder;
 * - a listing page records its view for Recently Viewed (`[data-viewed]`).
 *
 * It carries no catalogue (nothing here may import app/i18n, even through another module): its few
 * words come with the page.
 */
import { DEFAULT_LISTING_IMAGE, sizedImageUrl } from "../domain/images";
import { BEHAVIOUR_ATTRIBUTE } from "../behaviours/contract";
import { pageContract } from "../behaviours/page.contract";
import { lowDataPhotoContract as placeholder } from "../components/low-data.contract";
import { photoViewerContract } from "../components/photo-viewer/photo-viewer.contract";
import { recentlyViewedContract } from "../components/recently-viewed/recently-viewed.contract";
import { viewedListingContract } from "../components/recently-viewed/viewed-listing.contract";
import { fillRecentlyViewed } from "../components/recently-viewed/stored-views";
import { rememberViewed } from "../components/recently-viewed/viewed-listing";

/** The placeholder's photo in its place: the same inline box, so nothing around it moves. */
function reveal(holder: HTMLElement): void {
  const [photo, srcset, sizes, alt, className] = (["photo", "srcset", "sizes", "alt", "className"] as const).map((value) => placeholder.read(holder, value));
  if (!photo) return;
  const image = document.createElement("img");
  image.setAttribute("style", holder.getAttribute("style") ?? "");
  image.style.objectFit = "cover";
  image.style.background = "#e8ece9";
  if (className) image.className = className;
  image.alt = alt ?? "";
  image.decoding = "async";
  if (srcset && sizes) {
    image.sizes = sizes;
    image.srcset = srcset;
  }
  image.src = photo;
  holder.replaceWith(image);
}

/** A tap on a placeholder (or on the listing page's photo link around one) shows the photo, nothing else. */
function showTappedPhotos(): void {
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    // The listing page's photo link (the photo viewer's part) holds its placeholder.
    const link = photoViewerContract.closest(target, "photo");
    const holder = placeholder.closest(target, "place") ?? (link ? placeholder.find(link, "place") : null);
    if (!holder || !placeholder.read(holder, "photo")) return;
    event.preventDefault();
    reveal(holder);
  });
}

/** Recently Viewed on the home page, as its behaviour fills it, with placeholders for the photos. */
function showRecentlyViewed(section: HTMLElement): void {
  fillRecentlyViewed(section, (item, entry) => {
    const holder = placeholder.find(item, "place");
    if (!holder) return;
    placeholder.write(holder, "photo", sizedImageUrl(entry.imageUrl || DEFAULT_LISTING_IMAGE, 160));
    // The no-photo drawing is no photo to wait for.
    if (!entry.imageUrl || entry.imageUrl === DEFAULT_LISTING_IMAGE) reveal(holder);
  });
}

/** The element whose markup names a behaviour: this script has no runtime, and does that behaviour's work itself. */
function named(contract: { name: string }): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[${BEHAVIOUR_ATTRIBUTE}~="${contract.name}"]`);
}

function start(): void {
  showTappedPhotos();
  const viewed = named(viewedListingContract);
  if (viewed) rememberViewed(viewed);
  const recent = named(recentlyViewedContract);
  if (recent) showRecentlyViewed(recent);
  // End-to-end tests wait for this before tapping (as for every page's own script).
  pageContract.write(document.documentElement, "ready", "");
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
else start();
