/**
 * The sponsor banner (./sponsor-banner.contract.ts): it turns by itself every BANNER_AUTOPLAY_MS,
 * paused while hovered, focused or touched and while the page is hidden; the arrows and dots
 * move it, as a swipe does without a script.
 *
 * A later slide's image waits in a `<noscript>` copy until it is asked for (docs/decisions/091):
 * by the timer turning to it, or by the visitor touching or moving the banner (then its
 * neighbours, the slides a swipe or an arrow reaches next). A first visit downloads one sponsor
 * image, not all. The timer moves only once the next image can be shown (at most 3 s), so a slide
 * never slides in blank.
 */
import { revealNoscript } from "../../behaviours/reveal-noscript";
import { defineBehaviour } from "../../behaviours/runtime";
import { BANNER_AUTOPLAY_MS } from "../../domain/limits";
import { sponsorBannerContract as contract } from "./sponsor-banner.contract";

/** Waits (at most 3 s) until `image` can be shown: decoding one already loaded answers at once. */
const ready = (image: HTMLImageElement | null) =>
  image && Promise.race([image.decode().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 3000))]);

export const sponsorBanner = defineBehaviour(contract, (root) => {
  const track = contract.find(root, "track");
  const controls = contract.find(root, "controls");
  if (!track || !controls) return;
  const slides = track.children.length;
  const dots = contract.findAll(root, "dot");
  const wrap = (index: number) => (index + slides) % slides;
  const current = () => Math.round(track.scrollLeft / Math.max(1, track.clientWidth));
  const reveal = (index: number) => revealNoscript(track.children[wrap(index)], true);
  const go = (index: number) => {
    reveal(index);
    track.scrollTo({ left: wrap(index) * track.clientWidth, behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
  };
  const left = new AbortController();
  const on = (target: EventTarget, type: string, listener: (event: Event) => void) =>
    target.addEventListener(type, listener, { passive: true, signal: left.signal });
  // The slides a swipe or an arrow reaches next, asked for as soon as the banner moves or is touched.
  const wake = () => {
    const index = current();
    reveal(index);
    reveal(index + 1);
    reveal(index - 1);
  };
  let touched = false;
  on(root, "touchstart", () => {
    touched = true;
    wake();
  });
  on(root, "touchend", () => (touched = false));
  controls.hidden = false;
  on(controls, "click", (event) => {
    const step = contract.closest(event.target, "step");
    const dot = contract.closest(event.target, "dot");
    if (step) go(current() + Number(contract.key(step, "step")));
    if (dot) go(Number(contract.key(dot, "dot")));
  });
  // Paused under a pointer, with the focus inside, or while a finger is on it.
  const paused = () => touched || root.matches(":hover, :focus-within");
  // A strip the visitor moves (a finger, a sideways wheel, the keys) asks for the neighbours; one
  // the timer turns asks only for the slide it shows (the timer runs only when nobody is there).
  on(track, "scroll", () => {
    if (paused()) wake();
    else reveal(current());
    for (const [position, dot] of dots.entries()) dot.setAttribute("aria-current", String(position === current()));
  });
  let turning = false;
  const timer = setInterval(async () => {
    if (paused() || turning || document.visibilityState !== "visible") return;
    turning = true;
    const next = current() + 1;
    await ready(reveal(next));
    if (!paused() && !left.signal.aborted) go(next);
    turning = false;
  }, BANNER_AUTOPLAY_MS);
  return () => {
    clearInterval(timer);
    left.abort();
  };
});
