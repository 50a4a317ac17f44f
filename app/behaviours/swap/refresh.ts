/**
 * Refresh (./swap.contract.ts): the page asked for again and what changed put in place, every
 * `every` milliseconds or when the document hears the `on` event. Events close together are asked
 * for once; a failed fetch waits for the next turn; nothing new leaves the page (and the focus) alone.
 */
import { defineBehaviour } from "../runtime";
import { samePageNow } from "./fetch-page";
import { putInPlace, saysSomethingNew } from "./put-in-place";
import { refreshContract } from "./swap.contract";

/** Several events within this long are one question to the server. */
const GATHER_MS = 150;

export const refresh = defineBehaviour(refreshContract, (element) => {
  let stopped = false;
  let asking = false;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let gathering: ReturnType<typeof setTimeout> | undefined;
  const ask = async () => {
    if (asking) {
      again = true;
      return;
    }
    asking = true;
    const answer = await samePageNow();
    asking = false;
    if (stopped) return;
    if (answer && saysSomethingNew(answer)) putInPlace(answer);
    if (again) {
      again = false;
      void ask();
    }
  };
  const every = Number(refreshContract.read(element, "every"));
  const tick = () => {
    timer = setTimeout(async () => {
      await ask();
      if (!stopped) tick();
    }, every);
  };
  if (every > 0) tick();
  const on = refreshContract.read(element, "on");
  const heard = () => {
    clearTimeout(gathering);
    gathering = setTimeout(ask, GATHER_MS);
  };
  if (on) document.addEventListener(on, heard);
  return () => {
    stopped = true;
    clearTimeout(timer);
    clearTimeout(gathering);
    if (on) document.removeEventListener(on, heard);
  };
});
