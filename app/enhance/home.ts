/**
 * The home page ships no framework JavaScript (docs/decisions/001-home-without-hydration.md):
 * the server renders everything, and this small script, inlined into the page, adds what needs
 * a browser: the ticking clock, the banner's autoplay, Recently Viewed, favourites, the live
 * category counts, the header's Messages badge, and toasts.
 *
 * It carries no catalogue (nothing here may import app/i18n, even through another module): every
 * word it shows comes from the page, written by the server in the reader's language (`data-`
 * attributes: the clock's day and month names, Recently Viewed's rent price, the hearts' toasts).
 */
import { sizedImageUrl } from "../domain/images";
import { formatEatClock, formatEatDayWith } from "../domain/clock";
import { LIMITS } from "../domain/limits";
import { FAVOURITE_TEXTS } from "../components/favourite-texts";
import { listenForContactClicks } from "../lib/contact-clicks";
import { listenToRoom } from "../lib/live-room";
import { enhanceHeaderSearch } from "./header-suggest";
import { followInboxBadge } from "./inbox-badge";
import { fillRecentlyViewed } from "./recently-viewed";
import { showToast } from "./toast";

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

function runCarousel(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>("[data-carousel-track]");
  const controls = root.querySelector<HTMLElement>("[data-carousel-controls]");
  if (!track || !controls) return; // One image: nothing to rotate.
  const slides = track.children.length;
  const dots = [...root.querySelectorAll<HTMLElement>("[data-carousel-dot]")];
  const current = () => Math.round(track.scrollLeft / Math.max(1, track.clientWidth));
  // A later slide's image waits in a <noscript> copy until the slide is about to show (or the
  // visitor starts moving the banner), so a first visit downloads one sponsor image, not all.
  const reveal = (index?: number) => {
    const waiting = [...track.querySelectorAll<HTMLElement>("noscript[data-sponsor-image]")];
    for (const noscript of waiting) {
      if (index !== undefined && noscript.closest(".sponsor-slide") !== track.children[index]) continue;
      const template = document.createElement("template");
      template.innerHTML = noscript.textContent ?? "";
      noscript.replaceWith(template.content);
    }
  };
  for (const type of ["touchstart", "pointerdown", "wheel", "focusin", "keydown"]) {
    root.addEventListener(type, () => reveal(), { passive: true, once: true });
  }
  const go = (index: number) => {
    const target = ((index % slides) + slides) % slides;
    reveal(target);
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
  // The next image comes in half-way to the next turn, so the slide is ready when it moves in.
  const prepareNext = () => setTimeout(() => reveal((current() + 1) % slides), LIMITS.bannerAutoplayMs / 2);
  prepareNext();
  setInterval(() => {
    if (paused || document.visibilityState !== "visible") return;
    go(current() + 1);
    prepareNext();
  }, LIMITS.bannerAutoplayMs);
}

function showRecentlyViewed(): void {
  fillRecentlyViewed((item, entry) => item.querySelector("img")?.setAttribute("src", sizedImageUrl(entry.imageUrl, 160)));
}

/** The hearts: visitors are told to log in; signed-in users toggle, and a failure puts it back. */
function handleFavourites(): void {
  document.addEventListener("click", async (event) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>("[data-favourite]");
    if (!button) return;
    // The heart is a form's button for browsers without scripts; here the script answers.
    event.preventDefault();
    if (document.body.dataset.signedIn === undefined) {
      showToast(FAVOURITE_TEXTS.logIn, "error");
      return;
    }
    const next = button.getAttribute("aria-pressed") !== "true";
    const paint = (on: boolean) => {
      button.setAttribute("aria-pressed", String(on));
      button.querySelector("path")?.setAttribute("fill", on ? "currentColor" : "none");
    };
    paint(next);
    button.disabled = true;
    try {
      const response = await fetch(`/api/favourites/${encodeURIComponent(button.dataset.listingId ?? "")}`, { method: next ? "POST" : "DELETE" });
      if (!response.ok) throw new Error(String(response.status));
      showToast(next ? FAVOURITE_TEXTS.added : FAVOURITE_TEXTS.removed, "success");
    } catch {
      paint(!next);
      showToast(FAVOURITE_TEXTS.failed, "error");
    } finally {
      button.disabled = false;
    }
  });
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
      if (count !== undefined) element.textContent = count.toLocaleString("en-KE");
    });
  });
}

/** Toasts the server asked for (a section that failed to load says so in `data-toast`). */
function showServerToasts(): void {
  for (const element of document.querySelectorAll<HTMLElement>("[data-toast]")) {
    showToast(element.dataset.toast ?? "", element.dataset.toastKind === "success" ? "success" : "error");
  }
}

function start(): void {
  tickClock();
  document.querySelectorAll<HTMLElement>("[data-carousel]").forEach(runCarousel);
  showRecentlyViewed();
  handleFavourites();
  listenForContactClicks();
  followCategoryCounts();
  followInboxBadge();
  enhanceHeaderSearch();
  showServerToasts();
  document.documentElement.dataset.ready = "";
}

// The script sits inside <main>; the categories sidebar after it exists once the document is parsed.
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
else start();
