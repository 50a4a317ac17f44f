import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Comments and test titles say why, not which issue: the tracker those numbers pointed at is not
 * in the repository, so "issue <number>" told a reader nothing they could look up. A decision
 * record's number (docs/decisions/NNN, "decision 083") stays where it helps. Every line of the
 * sources and of the configuration files at the root is scanned, strings too: none needs to say it.
 */
const FOLDERS = ["app", "worker", "scripts", "test"];
const SOURCE = /\.(ts|tsx|css)$/;
const ISSUE_NUMBER = new RegExp(["\\bissues?", "\\d+"].join(" "), "i");

function sources(): string[] {
  const configs = readdirSync(".").filter((path) => SOURCE.test(path));
  return [
    ...configs,
    ...FOLDERS.flatMap((folder) =>
      readdirSync(folder, { recursive: true, encoding: "utf8" })
        .filter((path) => SOURCE.test(path))
        .map((path) => join(folder, path).split("\\").join("/")),
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
