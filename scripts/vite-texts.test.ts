import { describe, expect, it } from "vitest";
import { en } from "../app/i18n/en";
import { catalogueFiles, needs, sectionsRead } from "./vite-texts";

describe("the catalogue's parts (scripts/vite-texts.ts)", () => {
  it("every section of the English catalogue, or every part of a section read by its parts, belongs to exactly one file", () => {
    const parts = [...catalogueFiles().values()].flatMap((file) => file.sections);
    expect(new Set(parts).size).toBe(parts.length);
    const expected = Object.entries(en).flatMap(([section, value]) =>
      parts.includes(section) ? [section] : Object.keys(value as object).map((part) => `${section}.${part}`),
    );
    expect([...parts].sort()).toEqual([...expected].sort());
  });

  it("names each file by the export its index spreads", () => {
    const files = catalogueFiles();
    expect(files.get("lowdata")?.exportName).toBe("lowData");
    expect(files.get("app")?.sections).toEqual(["language", "install", "offline"]);
    expect(files.get("chat")?.sections).toContain("chat.inboxTitle");
    expect(files.get("domain")?.sections).toContain("domain.reviews");
  });
});

describe("what a module reads", () => {
  it("finds sections and parts read through STRINGS and textsIn, ignoring the import", () => {
    const code = [
      'import { STRINGS, textsIn } from "../i18n";',
      "const T = STRINGS.chat;",
      "export const REVIEW = STRINGS.domain.reviews;",
      "const title = () => textsIn(currentLang()).offline.title;",
      "const x = STRINGS . listingForm . description;",
    ].join("\n");
    expect(sectionsRead(code)).toEqual(new Set(["chat", "domain.reviews", "offline.title", "listingForm.description"]));
  });

  it("takes everything when the catalogue is used in a way it cannot follow", () => {
    expect(sectionsRead('import { STRINGS } from "x"; const all = STRINGS;')).toBe("all");
    expect(sectionsRead('import { STRINGS } from "x"; const t = STRINGS[name];')).toBe("all");
    expect(sectionsRead("const t = textsIn(lang); t.offline.title;")).toBe("all");
  });

  it("a part is needed when it or its whole section is read; a section when any of it is", () => {
    const read = new Set(["chat", "domain.reviews", "listingForm.description", "server"]);
    expect(needs(read, "chat")).toBe(true);
    expect(needs(read, "listingForm")).toBe(true);
    expect(needs(read, "chatSafety")).toBe(false);
    expect(needs(read, "domain.reviews")).toBe(true);
    expect(needs(read, "domain.time")).toBe(false);
    expect(needs(read, "server.common")).toBe(true);
    expect(needs("all", "admin")).toBe(true);
  });
});
