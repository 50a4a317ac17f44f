/**
 * For the behaviours' unit tests (happy-dom): the runtime started on the test's document, resolved
 * once every behaviour is connected, and the test's document left clean for the next.
 */
import { vi } from "vitest";
import { pageContract } from "./page.contract";
import { type Behaviour, type Started, start } from "./runtime";

let started: Started | undefined;

/**
 * Starts the runtime on the test's document, once: a runtime a test started before (a second page
 * in the same test) is stopped first, so it cannot connect the new page's elements with its own,
 * older behaviours, and `ready` is waited for afresh.
 */
export async function startOnPage(behaviours: readonly Behaviour[]): Promise<Started> {
  started?.stop();
  pageContract.write(document.documentElement, "ready", null);
  started = start(behaviours);
  await vi.waitFor(() => {
    if (pageContract.read(document.documentElement, "ready") === undefined) throw new Error("the page's behaviours are not connected yet");
  });
  return started;
}

export function leavePage(): void {
  started?.stop();
  started = undefined;
  pageContract.write(document.documentElement, "ready", null);
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}

/** Lets the page's tasks and timers of `ms` run. */
export const ticks = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));
