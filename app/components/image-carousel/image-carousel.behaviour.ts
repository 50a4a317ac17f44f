/**
 * The photo strip (./image-carousel.contract.ts): the arrows, the count, the thumbnails and the
 * arrow keys move it, as a swipe already does without a script. Only the first photo is in the
 * page at first; the others wait in `<noscript>` copies, and the next one comes in as the buyer
 * moves towards it, so a buyer who never swipes does not pay for five more photos.
 */
import { revealNoscript } from "../../behaviours/reveal-noscript";
import { defineBehaviour } from "../../behaviours/runtime";
import { imageCarouselContract as contract } from "./image-carousel.contract";

function smooth(): ScrollBehavior {
  return matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

export const imageCarousel = defineBehaviour(contract, (root) => {
  const track = contract.find(root, "track");
  if (!track) return;
  const total = track.children.length;
  const count = contract.find(root, "count");
  const dots = contract.findAll(root, "dot");
  const wrap = (position: number) => (position + total) % total;
  const current = () => Math.round(track.scrollLeft / Math.max(1, track.clientWidth));
  // Photos up to `wanted` are in the page; the next one comes in as the buyer moves towards it.
  let wanted = 1;
  const want = (upTo: number) => {
    for (let position = wanted; position < Math.min(upTo, total); position += 1) revealNoscript(track.children[position]);
    wanted = Math.max(wanted, upTo);
  };
  const go = (position: number) => {
    const target = wrap(position);
    want(target + 2);
    track.scrollTo({ left: target * track.clientWidth, behavior: smooth() });
  };
  for (const shown of [...contract.findAll(root, "step"), count]) if (shown) shown.hidden = false;

  const scrolled = () => {
    const index = current();
    want(index + 2);
    if (count) count.textContent = `${index + 1} / ${total}`;
    for (const [position, dot] of dots.entries()) dot.setAttribute("aria-current", String(position === index));
  };
  // A finger on the strip: the next photo is wanted now, not when it slides in.
  const touched = () => want(current() + 2);
  const keyed = (event: KeyboardEvent) => {
    // The photo viewer, inside the strip's section, takes its own arrow keys.
    if (event.target instanceof Element && event.target.closest("dialog")) return;
    if (event.key === "ArrowLeft") go(current() - 1);
    if (event.key === "ArrowRight") go(current() + 1);
  };
  const clicked = (event: MouseEvent) => {
    const step = contract.closest(event.target, "step");
    if (step) go(current() + Number(contract.key(step, "step")));
    const dot = contract.closest(event.target, "dot");
    if (dot) {
      event.preventDefault();
      go(Number(contract.key(dot, "dot")));
    }
  };
  track.addEventListener("scroll", scrolled, { passive: true });
  track.addEventListener("pointerdown", touched, { passive: true });
  root.addEventListener("keydown", keyed);
  root.addEventListener("click", clicked);
  return () => {
    track.removeEventListener("scroll", scrolled);
    track.removeEventListener("pointerdown", touched);
    root.removeEventListener("keydown", keyed);
    root.removeEventListener("click", clicked);
  };
});
