import { attach } from "../../behaviours/contract";
import { focusReturnContract } from "../../behaviours/focus-return/focus-return.contract";
import { swapContract } from "../../behaviours/swap/swap.contract";

/**
 * The dashboard's forms (docs/decisions/100 and 128): each is posted to the dashboard, which answers
 * with the whole page, so where scripts run swap sends it and puts the answer's sections (and its
 * time) in place of these. `confirm` is the question the browser asks first.
 */
export function adminForm(confirm?: string): Record<string, string> {
  return { ...attach(swapContract), ...swapContract.values({ confirm }) };
}

/**
 * A section of the dashboard: the part its forms' answers, the live room's updates and Refresh put
 * in place (by its swap key), and where the focus comes back to when the pressed button went.
 */
export function adminSection(id: string): Record<string, string> {
  return { ...swapContract.part("target", id), ...attach(focusReturnContract), ...focusReturnContract.part("area", id) };
}
