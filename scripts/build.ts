/**
 * The production build, made once for everything that needs it in one run: the e2e servers serve
 * it and the deploy check bundles it (docs/decisions/124-test-stages.md). A build is fresh when
 * the files it is made from, `.dev.vars` (vite.config.ts reads the local S3 keys from it) and
 * SOKONI_DEPLOY are what they were when it was made; their digest is kept beside the build.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { run } from "./run";

const STAMP = "build/.sources-sha256";

/** Files that cannot change the build: the tests, the docs. */
const NOT_BUILT_FROM = /^(test|docs)\/|\.md$/;

/** A digest of everything the build is made from, or null where git cannot list the files. */
export function sourcesDigest(): string | null {
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (listed.status !== 0) return null;
  const hash = createHash("sha256");
  const files = listed.stdout
    .split("\0")
    .filter((file) => file !== "" && !NOT_BUILT_FROM.test(file))
    .sort();
  for (const file of [...files, ".dev.vars"]) {
    // A tracked file deleted in the work tree is still listed.
    if (!existsSync(file)) continue;
    hash.update(`${file}\0`);
    hash.update(readFileSync(file));
    hash.update("\0");
  }
  hash.update(`SOKONI_DEPLOY=${process.env.SOKONI_DEPLOY ?? ""}`);
  return hash.digest("hex");
}

/** Builds unless the build on disk was made from exactly these sources. */
export function ensureBuild(): void {
  const digest = sourcesDigest();
  if (digest && existsSync("build/server") && existsSync(STAMP) && readFileSync(STAMP, "utf8") === digest) {
    console.log("build/ is fresh (made from these sources in this run or before): not built again.");
    return;
  }
  // A build that stops half way must not look fresh.
  rmSync(STAMP, { force: true });
  run("react-router", ["build"]);
  if (digest) writeFileSync(STAMP, digest);
}
