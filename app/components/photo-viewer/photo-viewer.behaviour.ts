/**
 * The full-size photo viewer (./photo-viewer.contract.ts): a tapped photo of the strip opens full
 * screen in the viewer, where the arrows, the arrow keys and a sideways swipe move one photo. A
 * click with Ctrl or Cmd still opens the photo's file, as without a script.
 */
import { makeModal, openModal } from "../../behaviours/dialog/modal";
import { defineBehaviour } from "../../behaviours/runtime";
import { photoViewerContract as contract } from "./photo-viewer.contract";

/** How far a finger moves sideways before it is a swipe rather than a tap. */
const SWIPE_PX = 40;

/** A swipe across the photo, or an arrow key while the viewer is open, moves one photo. */
function followGestures(viewer: HTMLDialogElement, body: HTMLElement, step: (by: number) => void): void {
  viewer.addEventListener("keydown", (event) => {
    if (event.key === "ArrowLeft") step(-1);
    else if (event.key === "ArrowRight") step(1);
    else return;
    event.preventDefault();
  });
  // A finger that moves mostly sideways, far enough not to be a tap (photo-viewer.css leaves sideways
  // moves to the page: `touch-action: pan-y pinch-zoom`).
  let start: { x: number; y: number } | null = null;
  body.addEventListener("pointerdown", (event) => (start = { x: event.clientX, y: event.clientY }), { passive: true });
  body.addEventListener("pointercancel", () => (start = null), { passive: true });
  body.addEventListener(
    "pointerup",
    (event) => {
      if (!start) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      start = null;
      if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy) * 1.5) step(dx < 0 ? 1 : -1);
    },
    { passive: true },
  );
}

export const photoViewer = defineBehaviour(contract, (root) => {
  const viewer = contract.find<HTMLDialogElement>(root, "viewer");
  const body = viewer ? contract.find(viewer, "body") : null;
  if (!(viewer instanceof HTMLDialogElement) || !(body instanceof HTMLElement)) return;
  const photos = contract.findAll<HTMLAnchorElement>(root, "photo");
  const title = viewer.querySelector("h2");
  const image = document.createElement("img");
  // A mouse dragging across the photo is a swipe, not the browser dragging the picture away.
  image.draggable = false;
  body.insertBefore(image, body.firstChild);
  makeModal(viewer);
  let shown = 0;
  const show = (position: number) => {
    shown = (position + photos.length) % photos.length;
    const photo = photos[shown];
    if (!photo) return;
    image.setAttribute("src", photo.getAttribute("href") ?? "");
    image.alt = contract.read(photo, "alt") ?? "";
    if (title) title.textContent = contract.key(photo, "photo");
  };
  if (photos.length > 1) followGestures(viewer, body, (by) => show(shown + by));

  const clicked = (event: MouseEvent) => {
    const step = contract.closest(event.target, "step");
    if (step) show(shown + Number(contract.key(step, "step")));
    const photo = contract.closest<HTMLAnchorElement>(event.target, "photo");
    if (!photo || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    show(photos.indexOf(photo));
    openModal(viewer, photo);
  };
  root.addEventListener("click", clicked);
  return () => {
    root.removeEventListener("click", clicked);
    image.remove();
  };
});
