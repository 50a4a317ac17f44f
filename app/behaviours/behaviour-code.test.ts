import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { browserBundle } from "../../scripts/browser-bundle";

/** Behaviour code: what runs in the browser, outside the contracts that name the markup's parts. */
function behaviourFiles(folder: string, only?: RegExp): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.(contract|test)\.ts$/.test(entry.name) && entry.name !== "contract.ts")
    .map((entry) => `${entry.parentPath}/${entry.name}`)
    .filter((path) => !only || only.test(path));
}

/** A selector or attribute of the markup's, spelled in code: `"[data-…"`, `"data-…"`, `".class"`, `"#id"`, `.dataset`. */
const SPELLED = [
  /["'`][^"'`]*\[data-/,
  /["'`]data-[a-z]/,
  /(querySelector(All)?|closest|matches)(<[^>]*>)?\(\s*["'`]([.#]|\[(?!\$\{|aria-|role=))/,
  /\.dataset\b/,
];

/** Every file of ours that some page's script is made of (low-data mode's inline one included), but the contracts. */
async function browserFiles(): Promise<string[]> {
  const pages = readdirSync("app/enhance").filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && file !== "page.ts");
  const files = new Set<string>();
  for (const page of pages)
    for (const input of (await browserBundle(`app/enhance/${page}`)).inputs)
      if (input.startsWith("app/") && !/(^|[/.])contract\.ts$/.test(input)) files.add(input);
  return [...files].sort();
}

describe("behaviour code (docs/decisions/128)", () => {
  it("reads the markup only through its contract, so a renamed part breaks tsc, not a phone", async () => {
    // What the pages' scripts are made of, helpers included, and every behaviour file whether a page lists it yet or not.
    const files = [...new Set([...(await browserFiles()), ...behaviourFiles("app/behaviours"), ...behaviourFiles("app/components", /\.behaviour\.ts$/)])];
    expect(files.length).toBeGreaterThan(80);
    const found = files.flatMap((path) =>
      readFileSync(path, "utf8")
        .split("\n")
        .map((line, index) => ({ line, at: `${path}:${index + 1}` }))
        .filter(({ line }) => !line.trim().startsWith("*") && !line.trim().startsWith("//") && SPELLED.some((pattern) => pattern.test(line)))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it("imports no component and no catalogue: a phone downloads behaviours, never React or every text", () => {
    const files = [...behaviourFiles("app/behaviours"), ...behaviourFiles("app/components", /\.(behaviour|contract)\.ts$/)];
    const found = files.flatMap((path) =>
      [...readFileSync(path, "utf8").matchAll(/from\s+"(\.[^"]+)"/g)]
        .map((match) => resolve(dirname(path), match[1] ?? ""))
        .filter((target) => existsSync(`${target}.tsx`) || target.endsWith(".tsx") || /\/app\/i18n(\/|$)/.test(target))
        .map((target) => `${path} imports ${target}`),
    );
    expect(found).toEqual([]);
  });
});
