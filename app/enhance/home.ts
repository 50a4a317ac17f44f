/**
 * The home page's script (docs/decisions/001 and 122): the server renders everything, and this
 * small script, loaded after the first paint (docs/decisions/106), adds what needs
 * a browser: the ticking clock, the banner's autoplay, Recently Viewed and the live category
 * counts; `./page` adds what every such page has (favourites, the header, toasts).
 *
 * It carries no catalogue (nothing here may import app/i18n, even through another module): every
 * word it shows comes from the page, written by the server in the reader's language (`data-`
 * attributes: the clock's day and month names, Recently Viewed's rent price, the hearts' toasts).
 */
import { sizedImageUrl } from "../domain/images";
import { formatEatClock, formatEatDayWith } from "../domain/clock";
import { BANNER_AUTOPLAY_MS } from "../domain/limits";
import { listenToRoom } from "../lib/live-room";
import { revealNoscript } from "./noscript";
import { startPage } from "./page";
import { fillRecentlyViewed } from "./recently-viewed";
import { groupedCount } from "../domain/ksh";

function tickClock(): void {
  const clock = document.querySelector<HTMLElement>("[data-eat-clock]");
  const time = clock?.querySelector("time");
  const day = clock?.querySelector(".eat-clock-day");
  if (!clock || !time || !day) return;
  // The day's words in the page's language, as the server wrote them (Sunday and January first).
  const days = clock.dataset.days?.split(",") ?? [];
  const months = clock.dataset.months?.split(",") ?? [];
  const update = () => {
    const now = Date.now();
    time.textContent = formatEatClock(now);
    time.dateTime = new Date(now).toISOString();
    // Without the names the server's day stays (it changes at midnight only).
    if (days.length === 7 && months.length === 12) day.textContent = `${formatEatDayWith(now, { days, months })} · EAT`;
  };
  update();
  setInterval(update, 1000);
}

/**
 * A later slide's image waits in a <noscript> copy until it is asked for (docs/decisions/091):
 * by the autoplay timer turning to it, or by the visitor moving the banner (its neighbours then,
 * the slides a swipe or an arrow reaches next). A first visit downloads one sponsor image, not all.
 */
function slideImages(track: HTMLElement) {
  const reveal = (index: number): HTMLImageElement | null => revealNoscript(track.children[index], true);
  return {
    around(index: number, slides: number) {
      reveal((index + 1) % slides);
      reveal((index - 1 + slides) % slides);
    },
    /** Puts the slide's image in and waits (at most 3 s) until it can be shown, so it never slides in blank. */
    async ready(index: number): Promise<void> {
      const image = reveal(index);
      if (!image || image.complete) return;
      await Promise.race([image.decode().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 3000))]);
    },
    reveal,
  };
}

function runCarousel(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>("[data-carousel-track]");
  const controls = root.querySelector<HTMLElement>("[data-carousel-controls]");
  if (!track || !controls) return; // One image: nothing to rotate.
  const slides = track.children.length;
  const dots = [...root.querySelectorAll<HTMLElement>("[data-carousel-dot]")];
  const current = () => Math.round(track.scrollLeft / Math.max(1, track.clientWidth));
  const images = slideImages(track);
  const wake = () => images.around(current(), slides);
  for (const type of ["touchstart", "pointerdown", "focusin", "keydown"]) root.addEventListener(type, wake, { passive: true });
  // A sideways wheel moves the strip; a page scrolled with the pointer over the banner asks for nothing.
  root.addEventListener("wheel", (event) => (event.deltaX !== 0 ? wake() : undefined), { passive: true });
  const go = (index: number) => {
    const target = ((index % slides) + slides) % slides;
    images.reveal(target);
    track.scrollTo({ left: target * track.clientWidth, behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
  };
  controls.hidden = false;
  controls.addEventListener("click", (event) => {
    const button = (event.target as HTMLElement).closest<HTMLElement>("button");
    if (!button) return;
    if (button.dataset.carouselStep) go(current() + Number(button.dataset.carouselStep));
    if (button.dataset.carouselDot) go(Number(button.dataset.carouselDot));
  });
  track.addEventListener(
    "scroll",
    () => {
      const index = current();
      images.reveal(index);
      for (const [position, dot] of dots.entries()) dot.setAttribute("aria-current", String(position === index));
    },
    { passive: true },
  );

  let paused = false;
  for (const [type, value] of [
    ["mouseenter", true],
    ["mouseleave", false],
    ["focusin", true],
    ["focusout", false],
    ["touchstart", true],
    ["touchend", false],
  ] as const) {
    root.addEventListener(type, () => (paused = value), { passive: true });
  }
  // The timer asks for the next slide's image when it turns, and moves once the image is ready.
  let turning = false;
  setInterval(async () => {
    if (paused || turning || document.visibilityState !== "visible") return;
    turning = true;
    const next = (current() + 1) % slides;
    await images.ready(next);
    if (!paused) go(next);
    turning = false;
  }, BANNER_AUTOPLAY_MS);
}

function showRecentlyViewed(): void {
  fillRecentlyViewed((item, entry) => item.querySelector("img")?.setAttribute("src", sizedImageUrl(entry.imageUrl, 160)));
}

interface CategoryCount {
  category: string;
  total: number;
  subcategories: Record<string, number>;
}

/** The sidebar's counts follow the categories room: a seller's new listing moves them at once. */
function followCategoryCounts(): void {
  const sidebar = document.querySelector("[data-categories]");
  if (!sidebar) return;
  listenToRoom<CategoryCount[]>("categories", "global", "categoriesUpdate", (summary) => {
    if (!Array.isArray(summary)) return;
    const counts = new Map<string, number>();
    for (const entry of summary) {
      counts.set(entry.category, entry.total);
      for (const [name, count] of Object.entries(entry.subcategories ?? {})) counts.set(`${entry.category}/${name}`, count);
    }
    sidebar.querySelectorAll<HTMLElement>("[data-category-count], [data-subcategory-count]").forEach((element) => {
      const count = counts.get(element.dataset.categoryCount ?? element.dataset.subcategoryCount ?? "");
      // Only a count that moved is written: the first summary matches what the server rendered.
      const text = count === undefined ? undefined : groupedCount(count);
      if (text !== undefined && element.textContent !== text) element.textContent = text;
    });
  });
}

startPage(tickClock, () => document.querySelectorAll<HTMLElement>("[data-carousel]").forEach(runCarousel), showRecentlyViewed, followCategoryCounts);
