import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { gzipSync } from "node:zlib";
// Vite's own CSS minifier (a dependency of vite): the built stylesheets went through it, so the
// sources are put through it too before the two are compared.
import { transform } from "lightningcss";

/** What decision 139 allows a landing page's stylesheets to weigh, gzipped at level 9. */
export const LANDING_BUDGET_GZIP = 10 * 1024;

/** Splits at the separator where no parenthesis, bracket or quote is open. */
function splitTop(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = "";
  let from = 0;
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (quote) {
      if (char === quote && text[at - 1] !== "\\") quote = "";
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "(" || char === "[") depth += 1;
    else if (char === ")" || char === "]") depth -= 1;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(from, at));
      from = at + 1;
    }
  }
  parts.push(text.slice(from));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/**
 * A stylesheet as facts, "at-rules | selector | declaration", one per selector of a list and per
 * declaration, after minifying: the build may join two rules' selectors or split a list, and each
 * fact still says what one selector sets where.
 */
export function styleFacts(css: string, filename = "style.css"): Set<string> {
  const { code } = transform({ filename, code: Buffer.from(css), minify: true });
  const text = code.toString();
  const facts = new Set<string>();
  const walk = (from: number, to: number, context: string) => {
    let at = from;
    while (at < to) {
      const open = text.indexOf("{", at);
      if (open < 0 || open >= to) return;
      const prelude = text.slice(at, open).trim();
      let depth = 1;
      let close = open + 1;
      let quote = "";
      while (depth > 0 && close < to + 1) {
        const char = text[close];
        if (quote) {
          if (char === quote && text[close - 1] !== "\\") quote = "";
        } else if (char === '"' || char === "'") quote = char;
        else if (char === "{") depth += 1;
        else if (char === "}") depth -= 1;
        close += 1;
      }
      const body = text.slice(open + 1, close - 1);
      if (/^@(media|supports|layer|container)\b/.test(prelude)) walk(open + 1, close - 1, `${context}${prelude}|`);
      else if (prelude.startsWith("@")) facts.add(`${context}${prelude}{${body}}`);
      else for (const selector of splitTop(prelude, ",")) for (const declaration of splitTop(body, ";")) facts.add(`${context}${selector}|${declaration}`);
      at = close;
    }
  };
  walk(0, text.length, "");
  return facts;
}

/**
 * Each route's stylesheets as the built server links them: the root's first, then the route's own
 * (React Router writes them in that order and each once), read from the route manifest in the
 * server build.
 */
export function linkedStylesheets(serverBuild: string): Map<string, string[]> {
  const routes = new Map<string, string[]>();
  for (const match of serverBuild.matchAll(/"id":\s*"([^"]+)",\s*"parentId":[\s\S]*?"css":\s*\[([^\]]*)\]/g)) {
    const [, id = "", list = ""] = match;
    routes.set(
      id,
      [...list.matchAll(/"([^"]+\.css)"/g)].map((href) => href[1] ?? ""),
    );
  }
  const root = /"id":\s*"root",[\s\S]*?"css":\s*\[([^\]]*)\]/.exec(serverBuild);
  const rootCss = [...(root?.[1] ?? "").matchAll(/"([^"]+\.css)"/g)].map((href) => href[1] ?? "");
  const linked = new Map<string, string[]>([["root", rootCss]]);
  for (const [id, css] of routes) linked.set(id, [...new Set([...rootCss, ...css])]);
  return linked;
}

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith(".")) return null;
  const base = normalize(join(dirname(from), spec));
  if (base.endsWith(".css")) return existsSync(base) ? base : null;
  for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, base])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  return null;
}

/** Every stylesheet a module imports, itself or through the modules it imports (static imports only, as the client build links). */
export function importedStylesheets(entry: string): string[] {
  const seen = new Set<string>();
  const sheets = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith(".css")) {
      sheets.add(file);
      continue;
    }
    for (const match of readFileSync(file, "utf8").matchAll(/^\s*(?:import|export)\s+(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']/gm)) {
      const next = match[1] ? resolveImport(file, match[1]) : null;
      if (next) queue.push(next);
    }
  }
  return [...sheets].sort();
}

export interface RouteStyles {
  id: string;
  /** The route's module and the root, whose stylesheets the page is made with. */
  modules: string[];
  landing: boolean;
}

/**
 * What is wrong with the built stylesheets, one sentence each: a landing page that links more
 * than one stylesheet or more than the budget, and a rule of a stylesheet a route's modules
 * import that none of the stylesheets linked for it holds.
 */
export function styleProblems(routes: RouteStyles[], linked: Map<string, string[]>, readAsset: (href: string) => string): string[] {
  const problems: string[] = [];
  const factsOf = new Map<string, Set<string>>();
  const facts = (key: string, css: () => string) => {
    let known = factsOf.get(key);
    if (!known) {
      known = styleFacts(css(), key);
      factsOf.set(key, known);
    }
    return known;
  };
  for (const route of routes) {
    const hrefs = linked.get(route.id);
    if (!hrefs) {
      problems.push(`${route.id}: not in the server build's route manifest`);
      continue;
    }
    if (route.landing) {
      const gzip = hrefs.reduce((sum, href) => sum + gzipSync(readAsset(href), { level: 9 }).length, 0);
      if (hrefs.length !== 1) problems.push(`${route.id}: a landing page links ${hrefs.length} stylesheets (${hrefs.join(", ")}), not one`);
      if (gzip > LANDING_BUDGET_GZIP) problems.push(`${route.id}: its stylesheets weigh ${gzip} bytes gzipped, over ${LANDING_BUDGET_GZIP}`);
    }
    const built = new Set(hrefs.flatMap((href) => [...facts(href, () => readAsset(href))]));
    const sheets = [...new Set(route.modules.flatMap((module) => importedStylesheets(module)))];
    for (const sheet of sheets) {
      const missing = [...facts(sheet, () => readFileSync(sheet, "utf8"))].filter((fact) => !built.has(fact));
      if (missing.length > 0) problems.push(`${route.id}: ${hrefs.join(" + ")} lacks ${missing.length} rule(s) of ${sheet}, e.g. ${missing[0]}`);
    }
  }
  return problems;
}
