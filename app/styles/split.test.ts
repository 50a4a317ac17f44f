import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * docs/decisions/107: home, search, browse and a listing load app/app.css alone; every other page
 * loads app/styles/more.css after it. A rule of more.css that is not also in app.css must be one no
 * part of those four pages can match: one of its classes (or ids, or data attributes) is written
 * nowhere in the code those pages are made of.
 */

const LANDING = ["app/root.tsx", "app/routes/home.tsx", "app/routes/search.tsx", "app/routes/browse.tsx", "app/routes/listing.tsx"];

function resolveImport(from: string, spec: string): string | null {
  if (spec.startsWith("virtual:inline-script/")) return `app/enhance/${spec.slice("virtual:inline-script/".length)}.ts`;
  if (!spec.startsWith(".")) return null;
  const base = normalize(join(dirname(from), spec));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  return null;
}

/** Every word written in the files the landing pages import, their scripts' included. */
function landingWords(): Set<string> {
  const seen = new Set<string>();
  const words = new Set<string>();
  const queue = [...LANDING];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    // An import's path names a file, not anything the markup carries.
    const code = source.replace(/^(import|export)\s[^;]*\sfrom\s+["'][^"']+["'];?$/gm, "");
    for (const word of code.match(/[A-Za-z][\w-]*/g) ?? []) words.add(word);
    for (const match of source.matchAll(/(?:from\s+|import\s+|import\()["']([^"']+)["']/g)) {
      const next = match[1] ? resolveImport(file, match[1]) : null;
      if (next) queue.push(next);
    }
  }
  expect(seen.size).toBeGreaterThan(100);
  return words;
}

/** Each style rule's selector and body, inside @media and @supports too; @keyframes are left out. */
function rules(css: string): { selector: string; body: string }[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, "");
  const found: { selector: string; body: string }[] = [];
  const walk = (from: number, to: number) => {
    let at = from;
    while (at < to) {
      const open = text.indexOf("{", at);
      if (open < 0 || open >= to) return;
      const prelude = text.slice(at, open).trim();
      let depth = 1;
      let close = open + 1;
      while (depth > 0) {
        if (text[close] === "{") depth += 1;
        else if (text[close] === "}") depth -= 1;
        close += 1;
      }
      if (prelude.startsWith("@media") || prelude.startsWith("@supports")) walk(open + 1, close - 1);
      else if (!prelude.startsWith("@"))
        found.push({
          selector: prelude.replace(/\s+/g, " "),
          body: text
            .slice(open + 1, close - 1)
            .replace(/\s+/g, " ")
            .trim(),
        });
      at = close;
    }
  };
  walk(0, text.length);
  return found;
}

const names = (selector: string) => [...selector.matchAll(/[.#]([A-Za-z][\w-]*)|\[(data-[\w-]+)/g)].map((match) => match[1] ?? match[2] ?? "");

describe("the stylesheets of decision 107", () => {
  const base = rules(readFileSync("app/app.css", "utf8"));
  const more = rules(readFileSync("app/styles/more.css", "utf8"));

  it("keeps in app.css every rule the landing pages can use", () => {
    const words = landingWords();
    const inBase = new Set(base.map((rule) => `${rule.selector}{${rule.body}}`));
    const wrong = more
      .filter((rule) => !inBase.has(`${rule.selector}{${rule.body}}`))
      .filter((rule) => rule.selector.split(",").some((one) => names(one).every((name) => words.has(name))))
      .map((rule) => rule.selector);
    // A rule listed here can match on home, search, browse or a listing: it belongs in app/app.css.
    expect(wrong).toEqual([]);
    expect(more.length).toBeGreaterThan(300);
  });

  it("is loaded by every page but the four, after app.css", () => {
    const routes = readFileSync("app/routes.ts", "utf8");
    for (const match of routes.matchAll(/"(routes\/[\w-]+\.tsx)"/g)) {
      const file = `app/${match[1]}`;
      const source = readFileSync(file, "utf8");
      if (!/^export default /m.test(source)) continue;
      const landing = LANDING.includes(file);
      expect(source.includes('import "../styles/more.css";'), file).toBe(!landing);
    }
  });
});
