import { attach } from "../behaviours/contract";
import { focusReturnContract } from "../behaviours/focus-return/focus-return.contract";
import { swapContract } from "../behaviours/swap/swap.contract";

/**
 * The profile's forms (docs/decisions/102 and 128): each is posted to the profile, which answers
 * with the whole page, so where scripts run swap sends it and puts the answer's `<main>` (the
 * `PROFILE_PART`) in place of this one; the answer's other parts (the push switch's) are not
 * put in place on their own. `key` names the form for focus return (the same button back in focus
 * when the answer has it), `confirm` is the question the browser asks first.
 */
export const PROFILE_PART = "profile";

export function profileForm(options: { key?: string; confirm?: string } = {}): Record<string, string> {
  return {
    ...attach(swapContract),
    ...swapContract.values({ into: PROFILE_PART, confirm: options.confirm }),
    ...focusReturnContract.values({ key: options.key }),
  };
}

/** A section of the profile whose forms' answers bring the focus back into it (focus return). */
export function profileArea(key: string): Record<string, string> {
  return { ...attach(focusReturnContract), ...focusReturnContract.part("area", key) };
}
