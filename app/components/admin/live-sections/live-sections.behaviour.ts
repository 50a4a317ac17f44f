/**
 * The dashboard room's updates (a listing posted, reported, paid for ...): the page is asked
 * again, at most once a second however many come, and its sections put in place
 * (./sections-in-place.ts); a section owed because the admin was in it is asked for again once the
 * focus leaves it. The room's socket closes when the sections leave the page.
 */
import { defineBehaviour } from "../../../behaviours/runtime";
import { swapContract } from "../../../behaviours/swap/swap.contract";
import { listenToRoom } from "../../../lib/live-room";
import { liveSectionsContract } from "./live-sections.contract";
import { askAgain, owed, sectionsInPlace } from "./sections-in-place";

/** Updates within this long are one question to the server. */
const GATHER_MS = 1000;

export const liveSections = defineBehaviour(liveSectionsContract, () => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asking = false;
  let again = false;
  let stopped = false;
  const ask = async () => {
    timer = undefined;
    if (asking) {
      again = true;
      return;
    }
    asking = true;
    const asked = await askAgain();
    asking = false;
    if (stopped) return;
    if (asked.ok) sectionsInPlace(asked.answer);
    if (again) {
      again = false;
      soon();
    }
  };
  const soon = () => {
    timer ??= setTimeout(ask, GATHER_MS);
  };
  const left = (event: FocusEvent) => {
    if (owed.size === 0 || !(event.target instanceof Element)) return;
    const section = swapContract.closest(event.target, "target");
    const key = section ? swapContract.key(section, "target") : null;
    if (key === null || !owed.has(key)) soon();
  };
  const close = listenToRoom("dashboard", "admin", "dashboardUpdate", soon);
  document.addEventListener("focusin", left);
  return () => {
    stopped = true;
    clearTimeout(timer);
    close();
    document.removeEventListener("focusin", left);
  };
});
