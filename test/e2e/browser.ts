import { existsSync } from "node:fs";

/** Debian's Chromium (installed by .ci/run), or the one named by CHROME_PATH. Never a download. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter((path): path is string => Boolean(path));
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error("No Chromium found. Install Debian's chromium (apt-get install -y chromium) or set CHROME_PATH.");
  }
  return found;
}
