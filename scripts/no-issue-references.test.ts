import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Comments and test titles say why, not which issue: the tracker those numbers pointed at is not
 * in the repository, so "issue <number>" told a reader nothing they could look up. A decision
 * record's number (docs/decisions/NNN, "decision 083") stays where it helps. Every line of the
 * sources is scanned, not only comments and titles, so the few runtime strings that still say it
 * are named below.
 */
const FOLDERS = ["app", "worker", "scripts", "test"];
const SOURCE = /\.(ts|tsx|css)$/;
const ISSUE_NUMBER = /\bissues? \d+/i;

/**
 * Files another change is rewriting: they are swept once the listing page's change (behaviours
 * named in the markup) lands, and then leave this list. Paths that do not exist yet are harmless.
 */
const NOT_YET_SWEPT = new Set([
  "app/behaviours/dialog/dialog.contract.ts",
  "app/behaviours/dialog/dialog.test.ts",
  "app/behaviours/dialog/dialog.ts",
  "app/behaviours/dialog/modal.ts",
  "app/behaviours/reveal-noscript.ts",
  "app/behaviours/swap/put-in-place.ts",
  "app/behaviours/swap/swap.contract.ts",
  "app/behaviours/swap/swap.test.ts",
  "app/behaviours/swap/swap.ts",
  "app/behaviours/test-render.ts",
  "app/components/contact-reveal.tsx",
  "app/components/contact-reveal/contact-reveal.behaviour.ts",
  "app/components/contact-reveal/contact-reveal.contract.ts",
  "app/components/contact-reveal/contact-reveal.test.ts",
  "app/components/contact-reveal/contact-reveal.tsx",
  "app/components/dialog-disclosure.tsx",
  "app/components/image-carousel/image-carousel.behaviour.ts",
  "app/components/image-carousel/image-carousel.contract.ts",
  "app/components/image-carousel/image-carousel.test.ts",
  "app/components/image-carousel/image-carousel.tsx",
  "app/components/listing-actions.tsx",
  "app/components/message-seller/message-seller.behaviour.ts",
  "app/components/message-seller/message-seller.contract.ts",
  "app/components/message-seller/message-seller.test.ts",
  "app/components/message-seller/message-seller.tsx",
  "app/components/photo-viewer/photo-viewer.behaviour.ts",
  "app/components/photo-viewer/photo-viewer.contract.ts",
  "app/components/photo-viewer/photo-viewer.test.ts",
  "app/components/photo-viewer/photo-viewer.tsx",
  "app/components/share-button.tsx",
  "app/components/share-button/share-button.behaviour.ts",
  "app/components/share-button/share-button.contract.ts",
  "app/components/share-button/share-button.test.ts",
  "app/components/share-button/share-button.tsx",
  "app/enhance/listing.ts",
  "app/enhance/noscript.ts",
  "app/routes/listing.tsx",
  "scripts/vite-inline-script.test.ts",
  "test/e2e/contact-reveal.spec.ts",
  "test/pages.test.ts",
]);

/**
 * Strings the code uses at run time, which a comment sweep must not change: the bench's printed
 * headings and a stored row's title in a migration test. Each is the file and a part of its line.
 */
const RUNTIME_STRINGS: { file: string; text: string }[] = [
  { file: "scripts/bench/filter-mix.ts", text: '"Filter mix (issue 17) through the API' },
  { file: "scripts/bench/capacity.ts", text: "`\\nCapacity (issue 20), load average" },
  { file: "test/listing-safety-migration.test.ts", text: "'A listing from before issue 16.'" },
];

/** This file, which quotes those strings. */
const SELF = "scripts/no-issue-references.test.ts";

function sources(): string[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: "utf8" })
      .filter((path) => SOURCE.test(path))
      .map((path) => join(folder, path).split("\\").join("/")),
  ).sort();
}

describe("no issue numbers in comments or test titles", () => {
  it("no source line names an issue by number, but for the runtime strings and the files not yet swept", () => {
    const found: string[] = [];
    for (const file of sources()) {
      if (file === SELF || NOT_YET_SWEPT.has(file)) continue;
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, index) => {
          if (!ISSUE_NUMBER.test(line)) return;
          if (RUNTIME_STRINGS.some((allowed) => allowed.file === file && line.includes(allowed.text))) return;
          found.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });

  it("each runtime string allowed is still where it is said to be", () => {
    for (const { file, text } of RUNTIME_STRINGS) expect(readFileSync(file, "utf8"), file).toContain(text);
  });
});
