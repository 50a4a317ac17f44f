import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

// Evaluated through the browser's debugging protocol, which the pages' CSP does not govern (an
// inserted <script> without the page's nonce would be refused).
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe-core's serious and critical findings on the page as it stands, or inside one part of it
 * (`selector`), each as "rule (impact): help at targets".
 */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (include) => {
    type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };
    const axe = (window as unknown as { axe: { run(context: object, options: object): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(include ? { include: [include] } : document, { resultTypes: ["violations"] })).violations;
  }, selector ?? null);
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/** The serious and critical findings inside one part of the page. */
export function seriousViolationsIn(page: Page, selector: string): Promise<string[]> {
  return seriousViolations(page, selector);
}
