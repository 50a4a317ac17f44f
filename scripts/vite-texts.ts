import { readFileSync } from "node:fs";
import path from "node:path";
import { transform } from "esbuild";
import MagicString from "magic-string";
import { type Plugin, parseAst } from "vite";

/*
 * The browser gets each catalogue text with the code that reads it (docs/decisions/089).
 *
 * The Worker, the tests and the tools import the whole catalogue (app/i18n/en/index.ts). In the
 * client build that index is empty instead, and every module that reads a section
 * (`STRINGS.chat.…`, `textsIn(lang).offline.…`) gets an import of the English file holding that
 * section, which adds it to the catalogue before the module's own code runs. Rollup then puts each
 * file's texts in the chunk of the routes that read them: the admin's texts travel with the admin
 * screens, not with every listing page.
 *
 * The Kiswahili catalogue stays whole (a Kiswahili page loads it before hydrating,
 * app/entry.client.tsx); only its mail and SMS are left out, as the English ones are: the Worker
 * alone sends those.
 */

const APP = path.resolve("app");
const I18N = path.join(APP, "i18n");
const EN = path.join(I18N, "en");
const SW = path.join(I18N, "sw");
const INDEX = path.join(I18N, "index.ts");
/** Catalogue files only the Worker reads: the mail and SMS it sends. */
const SERVER_ONLY = new Set(["mail"]);
/**
 * Sections that travel by their parts (`domain.reviews`, `listingForm.description`): the big ones,
 * and those that screens other than their own read a text or two of (the listing page names the
 * form's "Description"). Rolldown gathers the parts the same routes read into one chunk.
 */
const BY_PARTS = new Set([
  ...["domain", "server", "ui", "shell", "footer", "home", "account", "admin", "profile", "sellerTools"],
  ...["listingForm", "listingDetail", "search", "browse", "discovery", "chat", "chatSafety"],
]);

const STUB = "\0sokoni-texts-stub:";
const LOAD = "\0sokoni-texts:";

export interface CatalogueFile {
  /** The name the file exports (`lowData` for lowdata.ts). */
  exportName: string;
  /** The parts it holds, each loaded on its own: top-level sections (`chat`), or a section's
   * parts for the sections in BY_PARTS (`domain.reviews`). */
  sections: string[];
}

/** The English catalogue's files, read from its index: file name → export and sections. */
export function catalogueFiles(dir = EN): Map<string, CatalogueFile> {
  const index = readFileSync(path.join(dir, "index.ts"), "utf8");
  const files = new Map<string, CatalogueFile>();
  for (const [, exportName = "", file = ""] of index.matchAll(/^import \{ (\w+) \} from "\.\/([\w-]+)";$/gm)) {
    const source = readFileSync(path.join(dir, `${file}.ts`), "utf8");
    const sections = [...source.matchAll(/^ {2}(\w+): \{$/gm)].flatMap((match) => {
      const section = match[1] ?? "";
      if (!BY_PARTS.has(section)) return [section];
      const body = source.slice((match.index ?? 0) + match[0].length);
      const end = body.search(/^ {2}\},?$/m);
      return [...body.slice(0, end).matchAll(/^ {4}(\w+)[:(]/gm)].map((part) => `${section}.${part[1]}`);
    });
    files.set(file, { exportName, sections });
  }
  return files;
}

/**
 * What a module's code reads of the catalogue: `chat` for `STRINGS.chat…`, `domain.reviews` for
 * `STRINGS.domain.reviews…` (the same through `textsIn(lang)`), or "all" when it uses the catalogue
 * in a way a reader cannot follow (`STRINGS[name]`, `STRINGS` passed on, `textsIn(lang)` kept whole).
 */
export function sectionsRead(code: string): Set<string> | "all" {
  const body = code.replace(/\bimport\s*(type\s*)?\{[^}]*\}\s*from\s*["'][^"']*["'];?/g, "");
  const found = new Set<string>();
  const path = (match: RegExpMatchArray) => (match[2] ? `${match[1]}.${match[2]}` : (match[1] ?? ""));
  for (const match of body.matchAll(/\bSTRINGS\s*\.\s*(\w+)(?:\s*\.\s*(\w+))?/g)) found.add(path(match));
  for (const match of body.matchAll(/\btextsIn\((?:[^()]|\([^()]*\))*\)\s*\.\s*(\w+)(?:\s*\.\s*(\w+))?/g)) found.add(path(match));
  if (/\bSTRINGS\b(?!\s*\.\s*\w)/.test(body)) return "all";
  if (/\btextsIn\((?:[^()]|\([^()]*\))*\)(?!\s*\.\s*\w)/.test(body.replace(/\bfunction\s+textsIn\b/g, ""))) return "all";
  return found;
}

/** Whether a module that read `read` needs the part `part` (`chat`, or `domain.reviews`). */
export function needs(read: Set<string> | "all", part: string): boolean {
  if (read === "all") return true;
  const [section = "", sub] = part.split(".");
  if (sub) return read.has(part) || read.has(section);
  return read.has(section) || [...read].some((path) => path.startsWith(`${section}.`));
}

export function textsWhereRead(): Plugin[] {
  let files: Map<string, CatalogueFile> | undefined;
  const catalogue = () => {
    files ??= catalogueFiles();
    return files;
  };
  const loading: Plugin = {
    // Before Vite's own resolver, which would otherwise find the real files first.
    name: "sokoni-texts-loading",
    enforce: "pre",
    resolveId(source, importer) {
      if (this.environment?.name !== "client") return undefined;
      if (source.startsWith(LOAD)) return source;
      if (!importer || !source.startsWith("./")) return undefined;
      const from = path.dirname(importer.split("?")[0] ?? "");
      const name = source.slice(2).replace(/\.ts$/, "");
      // The English index is empty in the browser; the Kiswahili one lacks only the Worker's texts.
      if (from === EN && catalogue().has(name)) return `${STUB}en:${name}`;
      if (from === SW && SERVER_ONLY.has(name)) return `${STUB}sw:${name}`;
      return undefined;
    },
    async load(id) {
      if (id.startsWith(STUB)) {
        const name = id.slice(STUB.length).split(":")[1] ?? "";
        const file = catalogue().get(name);
        if (!file) throw new Error(`No catalogue file ${name}`);
        return `export const ${file.exportName} = {};`;
      }
      if (id.startsWith(LOAD)) {
        const [name = "", section = ""] = id.slice(LOAD.length).split(":");
        return sectionModule(name, section);
      }
      return undefined;
    },
  };
  const reading: Plugin = {
    // After React Router has taken the Worker's code (loaders, actions) out of the route modules.
    name: "sokoni-texts-where-read",
    enforce: "post",
    transform(code, id) {
      if (this.environment?.name !== "client") return undefined;
      const file = id.split("?")[0] ?? "";
      if (!file.startsWith(`${APP}/`) || !/\.(ts|tsx)$/.test(file)) return undefined;
      if (file === INDEX || file.startsWith(`${EN}/`) || file.startsWith(`${SW}/`)) return undefined;
      if (!/\b(STRINGS|textsIn)\b/.test(code)) return undefined;
      const read = sectionsRead(code);
      const needed = [...catalogue()]
        .filter(([name]) => !SERVER_ONLY.has(name))
        .flatMap(([name, { sections }]) => sections.filter((part) => needs(read, part)).map((part) => `${name}:${part}`));
      if (needed.length === 0) return undefined;
      const output = new MagicString(code);
      output.prepend(needed.map((name) => `import ${JSON.stringify(`${LOAD}${name}`)};\n`).join(""));
      return { code: output.toString(), map: output.generateMap({ hires: "boundary", source: id }) };
    },
  };
  return [loading, reading];
}

/**
 * One section of an English catalogue file as a module of its own: the file's imports and
 * constants (the ones the section does not use are shaken out), then the section handed to the
 * catalogue. Rolldown puts the sections that the same routes read into one chunk.
 */
async function sectionModule(name: string, part: string): Promise<string> {
  const [section = "", sub] = part.split(".");
  const exportName = catalogueFiles().get(name)?.exportName ?? "";
  const { code, catalogue, cut } = await parsedFile(name, exportName);
  const property = catalogue.find((entry) => entry.type === "Property" && entry.key.type === "Identifier" && entry.key.name === section);
  if (property?.type !== "Property") throw new Error(`${name}.ts has no section ${section}`);
  let texts = code.slice(...span(property));
  if (sub) {
    const parts = property.value.type === "ObjectExpression" ? property.value.properties : [];
    const inner = parts.find((entry) => entry.type === "Property" && entry.key.type === "Identifier" && entry.key.name === sub);
    if (!inner) throw new Error(`${name}.ts has no ${part}`);
    // The whole property, so a method (`count(n) { … }`) stays one.
    texts = `${section}: { ${code.slice(...span(inner))} }`;
  }
  let prelude = code;
  for (const [start, end] of cut) prelude = `${prelude.slice(0, start)}${prelude.slice(end)}`;
  // The file's own imports are relative to it; this module has no folder of its own.
  prelude = prelude.replace(/(from\s*)"(\.{1,2}\/[^"]+)"/g, (_match, from: string, target: string) => `${from}${JSON.stringify(path.resolve(EN, target))}`);
  return `${prelude}\nimport { addTexts } from ${JSON.stringify(INDEX)};\naddTexts({ ${texts} });\n`;
}

type Program = ReturnType<typeof parseAst>;
type ObjectProperties = Extract<Program["body"][number], { type: "VariableDeclaration" }>["declarations"][number]["init"] & { type: "ObjectExpression" };

interface ParsedFile {
  code: string;
  /** The exported object's properties: the file's sections. */
  catalogue: ObjectProperties["properties"];
  /** The spans to leave out of every part's module (the export), last first. */
  cut: [number, number][];
}

const parsed = new Map<string, Promise<ParsedFile>>();

/** A catalogue file as JavaScript and its syntax tree, once per build. */
function parsedFile(name: string, exportName: string): Promise<ParsedFile> {
  let file = parsed.get(name);
  if (!file) {
    file = (async () => {
      const { code } = await transform(readFileSync(path.join(EN, `${name}.ts`), "utf8"), { loader: "ts", format: "esm", target: "es2022" });
      const program = parseAst(code);
      // esbuild writes `export const chat = {…}` as `const chat = {…}; export { chat };`.
      const cut = program.body.filter((statement) => statement.type === "ExportNamedDeclaration" && !statement.declaration).map(span);
      for (const statement of program.body) {
        const declaration = statement.type === "ExportNamedDeclaration" ? statement.declaration : statement;
        if (declaration?.type !== "VariableDeclaration") continue;
        const [first] = declaration.declarations;
        if (first?.id.type !== "Identifier" || first.id.name !== exportName || first.init?.type !== "ObjectExpression") continue;
        cut.push(span(statement));
        cut.sort((a, b) => b[0] - a[0]);
        return { code, catalogue: first.init.properties, cut };
      }
      throw new Error(`${name}.ts has no object ${exportName}`);
    })();
    parsed.set(name, file);
  }
  return file;
}

function span(node: unknown): [number, number] {
  const { start, end } = node as Span;
  return [start, end];
}

interface Span {
  start: number;
  end: number;
}
