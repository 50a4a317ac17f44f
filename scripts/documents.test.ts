import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The two maps a newcomer reads first, the README's "Map of the folders" and the architecture
 * page's "Layout", stay true of the code: every file or folder they name exists where they put it,
 * and every top-level folder of the repository is on both. The maps are trees drawn in a code
 * block: an entry's name sits left of the description column, and a name in a description is
 * looked for in the entry it describes (or beside it).
 */

const ROOT = process.cwd();

/** A name the maps spell as a path: folders end in `/`, files in one of the repo's extensions. */
const PATH = /(?<![\w/:{.-])((?:[\w<>*-]+\/)*(?:[\w*-]+(?:\.[\w-]+)*\.(?:tsx?|mts|css|md|jsonc?|sql|toml)|[\w<>*-]+\/))(?![\w/])/g;
const IGNORED_DIRS = new Set(["node_modules", "build", ".git", ".wrangler", ".react-router", "test-results"]);

interface Entry {
  line: number;
  text: string;
  /** The folder the entry's names are relative to, and the folder it names when it is one. */
  base: string;
  folder: string | null;
}

/** The first fenced block after `heading`. */
function codeBlockAfter(file: string, heading: string): { start: number; lines: string[] } {
  const lines = readFileSync(join(ROOT, file), "utf8").split("\n");
  const at = lines.findIndex((line) => line.trim() === heading);
  if (at < 0) throw new Error(`${file} has no "${heading}"`);
  const open = lines.findIndex((line, index) => index > at && line.startsWith("```"));
  const close = lines.findIndex((line, index) => index > open && line.startsWith("```"));
  return { start: open + 2, lines: lines.slice(open + 1, close) };
}

/** The column where the first entry's description starts: names sit left of it. */
function descriptionColumn(lines: string[]): number {
  const first = lines.find((line) => /^\S+ {2,}\S/.test(line));
  const match = first?.match(/^\S+ {2,}/);
  if (!match) throw new Error("the map has no entry with a description");
  return match[0].length;
}

/** Each line with the folder its names belong to, following the tree's indentation. */
function entries(block: { start: number; lines: string[] }): Entry[] {
  const column = descriptionColumn(block.lines);
  const stack: { indent: number; folder: string }[] = [];
  let current: Entry = { line: 0, text: "", base: "", folder: null };
  const result: Entry[] = [];
  block.lines.forEach((text, index) => {
    const indent = text.length - text.trimStart().length;
    if (text.trim() !== "" && indent < column) {
      while (stack.length > 0 && (stack.at(-1)?.indent ?? 0) >= indent) stack.pop();
      const base = stack.at(-1)?.folder ?? "";
      const name = text.trim().split(/ {2,}|,? /)[0] ?? "";
      const folder = name.endsWith("/") ? join(base, name) : null;
      if (folder) stack.push({ indent, folder });
      current = { line: block.start + index, text, base, folder };
      result.push(current);
    } else {
      result.push({ ...current, line: block.start + index, text });
    }
  });
  return result;
}

function isDirectory(path: string): boolean {
  return existsSync(path) && statSync(path).isDirectory();
}

/** Every file and folder under `folder`, as paths relative to the root. */
function everythingUnder(folder: string): string[] {
  if (!isDirectory(join(ROOT, folder))) return [];
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((path) => !path.split(/[\\/]/).some((part) => IGNORED_DIRS.has(part)))
    .map((path) => join(folder, path));
}

/** A `<name>` or `*` in a map stands for any one name. */
function pattern(name: string): RegExp {
  const escaped = name.replace(/\/$/, "").replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|/)${escaped.replace(/<[\w-]+>|\*/g, "[^/]+")}$`);
}

/**
 * Whether `name` exists where the entry puts it: inside the folder the entry names (anywhere under
 * it, for a name in prose), else beside the entry, or at the root (a config file, a path).
 */
function found(name: string, entry: Entry, within: (folder: string) => string[]): boolean {
  const wantsFolder = name.endsWith("/");
  const real = (folder: string | null): folder is string => folder !== null && !/[<*]/.test(folder);
  const exact = [entry.folder, entry.base, ""].filter(real);
  if (!/[<*]/.test(name) && exact.some((from) => (wantsFolder ? isDirectory : existsSync)(join(ROOT, from, name)))) return true;
  const shape = pattern(name);
  const place = real(entry.folder) ? entry.folder : entry.base;
  return within(place).some((path) => shape.test(normalize(path)) && (!wantsFolder || isDirectory(join(ROOT, path))));
}

function missingNames(file: string, heading: string): string[] {
  const cache = new Map<string, string[]>();
  const within = (folder: string) => {
    if (!cache.has(folder)) cache.set(folder, everythingUnder(folder));
    return cache.get(folder) ?? [];
  };
  const missing: string[] = [];
  for (const entry of entries(codeBlockAfter(file, heading))) {
    for (const [, name] of entry.text.matchAll(PATH)) {
      if (name && !found(name, entry, within)) missing.push(`${file}:${entry.line}: ${name}`);
    }
  }
  return missing;
}

/** The top-level names of the map's tree (those written at its left edge). */
function topLevelNames(file: string, heading: string): Set<string> {
  return new Set(
    entries(codeBlockAfter(file, heading))
      .filter((entry) => entry.base === "" && entry.folder !== null)
      .map((entry) => entry.folder?.replace(/\/$/, "") ?? ""),
  );
}

/** The repository's top-level folders, as git holds them. */
function trackedTopLevelFolders(): string[] {
  const files = execFileSync("git", ["ls-files"], { cwd: ROOT, encoding: "utf8" }).split("\n");
  return [...new Set(files.filter((path) => path.includes("/")).map((path) => path.split("/")[0] ?? ""))]
    .filter((folder) => folder !== "" && !folder.startsWith(".") && existsSync(join(ROOT, folder)))
    .sort();
}

const MAPS: [file: string, heading: string][] = [
  ["README.md", "## Map of the folders"],
  ["docs/architecture.md", "## Layout"],
];

describe("the maps of the code", () => {
  for (const [file, heading] of MAPS) {
    it(`${file} names only files and folders that exist`, () => {
      expect(missingNames(file, heading)).toEqual([]);
    });

    it(`${file} shows every top-level folder`, () => {
      const shown = topLevelNames(file, heading);
      expect(trackedTopLevelFolders().filter((folder) => !shown.has(folder))).toEqual([]);
    });
  }

  it("reads a name in its entry's folder, so a file that moved away is reported", () => {
    const entry: Entry = { line: 1, text: "", base: "worker", folder: "worker/api" };
    const within = (folder: string) => everythingUnder(folder);
    expect(found("envelope.ts", entry, within)).toBe(true);
    expect(found("messages.ts", entry, within)).toBe(false);
    expect(found("strings.ts", { ...entry, base: "", folder: "app" }, within)).toBe(false);
  });
});
