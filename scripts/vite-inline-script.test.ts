import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bundleEnhancer, loaderOf } from "./vite-inline-script";

/** What each page script must hold: a part of its page that only it serves (the tests of pages check the page adds it). */
const MARKS: Record<string, string[]> = {
  results: ["live-search"],
  plain: ["data-accordion-item"],
  storefront: ["data-count-hint"],
  forms: ["data-password-toggle", "data-refresh-every"],
  inbox: ["data-refresh-on"],
  listing: ["data-photo-viewer", "data-swap-into"],
  admin: ["data-sponsor-upload"],
  conversation: ["data-chat-compose"],
  profile: ["data-push-flip"],
};

/** Every `virtual:inline-script/<name>` the app imports. */
function namesImported(): string[] {
  const names = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name))
        for (const match of readFileSync(path, "utf8").matchAll(/virtual:inline-script\/([a-z-]+)/g)) if (match[1]) names.add(match[1]);
    }
  };
  walk("app");
  return [...names].sort();
}

describe("the pages' scripts (scripts/vite-inline-script.ts, docs/decisions/106)", () => {
  it("bundles every script a page names into a file named by its content", async () => {
    const names = namesImported();
    expect(names).toEqual(expect.arrayContaining([...Object.keys(MARKS), "home", "listing-form", "low-data"]));
    for (const name of names) {
      const made = await bundleEnhancer(name);
      expect(made.fileName, name).toMatch(new RegExp(`^assets/enhance/${name}-\\w{10}\\.js$`));
      expect(made.code.length, name).toBeGreaterThan(200);
      for (const mark of MARKS[name] ?? []) expect(made.code, `${name}: ${mark}`).toContain(mark);
      // The same code, the same name: a browser's copy stays good until the script changes.
      expect((await bundleEnhancer(name)).fileName).toBe(made.fileName);
    }
  });

  it("keeps the rooms' socket in a file of its own, asked for by the pages that open a room, carried by home", async () => {
    const socket = await bundleEnhancer("live-socket");
    // PartySocket's own words: its code is in the socket's file.
    const PARTYSOCKET = "WebSocket is not defined";
    expect(socket.fileName).toMatch(/^assets\/enhance\/live-socket-\w{10}\.js$/);
    expect(socket.code).toContain(PARTYSOCKET);
    for (const name of ["results", "listing", "forms", "conversation", "admin"]) {
      const page = await bundleEnhancer(name);
      expect(page.code, name).toContain(`"/${socket.fileName}"`);
      expect(page.code, name).not.toContain(PARTYSOCKET);
    }
    // Every reader of home opens the categories room: its script has the socket and no address to ask.
    const home = await bundleEnhancer("home");
    expect(home.code).toContain(PARTYSOCKET);
    expect(home.code).not.toContain("live-socket");
  });

  it("writes a loader that adds the file once, after the first frame or 3 s", () => {
    const loader = loaderOf("/assets/enhance/results-abcdefghij.js");
    expect(loader).toContain('s.src="/assets/enhance/results-abcdefghij.js"');
    expect(loader).toContain("requestAnimationFrame");
    expect(loader).not.toMatch(/<\/script/i);
    // Run it against a stand-in document: one script added, however many times it is woken.
    const added: { src: string }[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const document = { createElement: () => ({ src: "" }), body: { appendChild: (node: { src: string }) => added.push(node) } };
    const window = { requestAnimationFrame: (callback: () => void) => frames.push(callback), setTimeout: (callback: () => void) => timers.push(callback) };
    new Function("document", "window", loader)(document, window);
    expect(added).toHaveLength(0);
    for (const frame of frames) frame();
    for (const timer of timers) timer();
    expect(added).toEqual([{ src: "/assets/enhance/results-abcdefghij.js" }]);
  });
});
