import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Comments and test titles say why, not which issue: the tracker those numbers pointed at is not
 * in the repository, so "issue <number>" told a reader nothing they could look up. A decision
 * record's number (docs/decisions/NNN, "decision 083") stays where it helps. Every line of the
 * sources, migrations, test data, configuration files at the root and the documents that describe
 * the code as it is (README, docs/*.md) is scanned, strings too: none needs to say it. Decision
 * records and the dated performance history keep the context they were written in.
 */
const FOLDERS = ["app", "worker", "party", "scripts", "test", "migrations", ".ci"];
const SOURCE = /\.(ts|tsx|css|sql|json|jsonc)$|^\.ci\/|^[^/]*\.md$/;
const ISSUE_NUMBER = new RegExp(["\\bissues?", "\\d+"].join(" "), "i");

function sources(): string[] {
  const configs = readdirSync(".").filter((path) => SOURCE.test(path) && path !== "package-lock.json");
  const documents = readdirSync("docs")
    .filter((path) => path.endsWith(".md"))
    .map((path) => `docs/${path}`);
  return [
    ...configs,
    ...documents,
    ...FOLDERS.flatMap((folder) =>
      readdirSync(folder, { recursive: true, encoding: "utf8" })
        .map((path) => join(folder, path).split("\\").join("/"))
        .filter((path) => SOURCE.test(path) || path.startsWith(".ci/")),
    ),
  ].sort();
}

describe("no issue numbers in the code", () => {
  it("no source line names an issue by number", () => {
    const found: string[] = [];
    for (const file of sources()) {
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, index) => {
          if (ISSUE_NUMBER.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
