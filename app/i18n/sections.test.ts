import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { en } from "./en";

/*
 * The catalogue is organised by who shows a text (docs/decisions/140): a screen's section is read by
 * that screen alone; a component's section by the component and by the modules that render it
 * (import it); a service area's section by that area. A text several show lives in the one
 * component they all render, or in `common` (`server.common` for the Worker).
 */

const repo = path.resolve(__dirname, "../..");
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function files(dir: string): string[] {
  return readdirSync(path.join(repo, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(repo, rel)).isDirectory()) return files(rel);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) ? [rel] : [];
  });
}

const sources = ["app", "worker", "party"].flatMap(files).filter((f) => !/^app\/i18n\/(en|sw)\//.test(f));
const text = new Map(sources.map((f) => [f, readFileSync(path.join(repo, f), "utf8")]));

/** The sections of a group a file names: `STRINGS.screens.home`, `textsIn(lang).components.price`. */
function reads(file: string, group: string): string[] {
  const found = (text.get(file) ?? "").matchAll(new RegExp(`(?:STRINGS|textsIn\\([^)]*\\)|\\ben|\\bsw)\\.${group}\\.(\\w+)`, "g"));
  return [...new Set([...found].map((m) => m[1] as string))];
}

const imported = new Map<string, string[]>();
/** The local modules a file imports for their values (not `import type`), resolved; read once a file, as every walk passes through the same ones. */
function imports(file: string): string[] {
  const known = imported.get(file);
  if (known) return known;
  const out: string[] = [];
  for (const m of (text.get(file) ?? "").matchAll(/^(?:import|export)(?!\s+type\s)[^;]*?from\s+"(\.[^"]+)"/gms)) {
    const base = path.join(path.dirname(file), m[1] as string);
    const hit = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((f) => text.has(f));
    if (hit) out.push(hit);
  }
  imported.set(file, out);
  return out;
}

const reached = new Map<string, Set<string>>();
function reachable(file: string): Set<string> {
  const known = reached.get(file);
  if (known) return known;
  const seen = new Set([file]);
  const todo = [file];
  while (todo.length) for (const next of imports(todo.pop() as string)) if (!seen.has(next) && todo.push(next)) seen.add(next);
  reached.set(file, seen);
  return seen;
}

const filesOfScreen = new Map<string, string[]>();
/** A screen's files: its route, and its actions split by what they act on (app/actions/<screen>/). Found once a screen: every file asks which screen it belongs to. */
function screenFiles(name: string): string[] {
  const known = filesOfScreen.get(name);
  if (known) return known;
  const actions = `app/actions/${name === "adminDashboard" ? "admin" : kebab(name)}/`;
  const route = new RegExp(`^app/routes/${kebab(name)}\\.tsx?$`);
  const found = sources.filter((f) => route.test(f) || f.startsWith(actions));
  filesOfScreen.set(name, found);
  return found;
}

/** The screen a file belongs to, if any. */
function screenOf(file: string): string | undefined {
  return Object.keys(en.screens).find((name) => screenFiles(name).includes(file));
}

/** Modules outside app/components that speak for a component (its shell, its form's action). */
const SPEAKS_FOR: Record<string, string[]> = {
  layout: ["app/root.tsx", "app/lib/seo.ts"],
  listingForm: ["app/lib/listing-form-action.server.ts"],
  lowData: ["app/enhance/low-data.ts"],
};

/** The files of a component: its folder, or its file (admin's under app/components/admin/). */
function componentFiles(name: string): string[] {
  const own = kebab(name);
  const homes = [`app/components/${own}`, `app/components/admin/${own.replace(/^admin-/, "")}`];
  return [...sources.filter((f) => homes.some((home) => f === `${home}.tsx` || f === `${home}.ts` || f.startsWith(`${home}/`))), ...(SPEAKS_FOR[name] ?? [])];
}

describe("the catalogue's sections", () => {
  it("has a screen section for a route only, and a component section for a component only", () => {
    const screens = Object.keys(en.screens).filter((name) => !screenFiles(name).some((f) => f.startsWith("app/routes/")));
    const components = Object.keys(en.components).filter((name) => componentFiles(name).length === 0);
    const areas = Object.keys(en.server).filter((name) => name !== "common" && !existsSync(path.join(repo, `worker/services/${name}`)));
    expect({ screens, components, areas }).toEqual({ screens: [], components: [], areas: [] });
  });

  it("lets a screen's section be read by that screen alone (its route and its actions)", () => {
    const wrong = sources.flatMap((file) =>
      reads(file, "screens")
        .filter((name) => !screenFiles(name).includes(file))
        .map((name) => `${file} reads screens.${name}`),
    );
    expect(wrong).toEqual([]);
  });

  it("lets a component's section be read by the component and by what renders it", () => {
    const wrong = sources.flatMap((file) => {
      // A screen renders what any of its files imports (its actions say what its components show).
      const screen = screenOf(file);
      const reach = new Set((screen ? screenFiles(screen) : [file]).flatMap((own) => [...reachable(own)]));
      return reads(file, "components")
        .filter((name) => !componentFiles(name).some((own) => reach.has(own)))
        .map((name) => `${file} reads components.${name} without rendering it`);
    });
    expect(wrong).toEqual([]);
  });

  it("lets a service area read its own answers, the Worker's common ones and no page's", () => {
    const wrong = sources
      .filter((file) => /^(worker|party)\//.test(file))
      .flatMap((file) => {
        const area = file.match(/^worker\/services\/([^/]+)\//)?.[1];
        const pages = [...reads(file, "screens"), ...reads(file, "components")].map((name) => `${file} reads the page text ${name}`);
        const others = area ? reads(file, "server").filter((name) => name !== area && name !== "common") : [];
        return [...pages, ...others.map((name) => `${file} reads server.${name}`)];
      });
    expect(wrong).toEqual([]);
  });
});
