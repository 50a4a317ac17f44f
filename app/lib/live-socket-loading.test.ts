// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LIVE_SOCKET_GLOBAL, type LiveStatus } from "./chat-live";
import { FakeSocket } from "./fake-socket";

/**
 * A page's script asks for the rooms' socket file when its first room opens (docs/decisions/142).
 * fake-socket.ts loads that file for the other tests; here each test starts from a page that has
 * not, with chat-live.ts fresh, and plays the browser's part: the script element's load or error.
 */
const SRC = "/assets/enhance/live-socket-0123456789.js";
let added: HTMLScriptElement[];

beforeEach(() => {
  vi.resetModules();
  delete (globalThis as Record<string, unknown>)[LIVE_SOCKET_GLOBAL];
  FakeSocket.all = [];
  vi.stubGlobal("WebSocket", FakeSocket);
  added = [];
  // The script is kept, not inserted: happy-dom runs no script files, and the test decides how the load ends.
  vi.spyOn(document.body, "appendChild").mockImplementation((node) => {
    if (node instanceof HTMLScriptElement) added.push(node);
    return node;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const freshLive = () => import("./chat-live");

/** The browser ran the file: it left its opener, then the element's load fired. */
async function fileArrives(script: HTMLScriptElement) {
  await import("../enhance/live-socket");
  script.dispatchEvent(new Event("load"));
}

/** PartySocket makes its WebSocket after a timer and a few promises. */
const socketsMade = (count: number) => vi.waitFor(() => expect(FakeSocket.all).toHaveLength(count));

describe("the rooms' socket file", () => {
  it("is asked for once, by the first room a page opens, and every room waiting opens when it arrives", async () => {
    const { openLive } = await freshLive();
    const statuses: LiveStatus[] = [];
    const inbox = openLive(
      "inbox",
      "u1",
      () => {},
      (s) => statuses.push(s),
    );
    const categories = openLive(
      "categories",
      "global",
      () => {},
      () => {},
    );
    expect(added).toHaveLength(1);
    expect(added[0]?.getAttribute("src")).toBe(SRC);
    expect(statuses).toEqual(["connecting"]);
    expect(inbox.send("x")).toBe(false);
    await fileArrives(added[0] as HTMLScriptElement);
    await socketsMade(2);
    expect(FakeSocket.all.map((socket) => new URL(socket.url).pathname).sort()).toEqual(["/parties/categories/global", "/parties/inbox/u1"]);
    (FakeSocket.all.find((socket) => socket.url.includes("inbox")) as FakeSocket).open();
    expect(statuses).toEqual(["connecting", "open"]);
    inbox.close();
    categories.close();
  });

  it("a room opened once the file is there opens at once, with no second request", async () => {
    const { openLive } = await freshLive();
    openLive(
      "inbox",
      "u1",
      () => {},
      () => {},
    ).close();
    await fileArrives(added[0] as HTMLScriptElement);
    const later = openLive(
      "conversation",
      "7",
      () => {},
      () => {},
    );
    expect(added).toHaveLength(1);
    await socketsMade(1);
    expect(FakeSocket.all.at(-1)?.url).toMatch(/\/parties\/conversation\/7/);
    later.close();
  });

  it("a file that cannot be fetched makes the room offline; retry() or the browser coming online asks again", async () => {
    const { openLive } = await freshLive();
    const statuses: LiveStatus[] = [];
    const room = openLive(
      "inbox",
      "u1",
      () => {},
      (s) => statuses.push(s),
    );
    (added[0] as HTMLScriptElement).dispatchEvent(new Event("error"));
    await vi.waitFor(() => expect(statuses).toEqual(["connecting", "offline"]));
    room.retry();
    expect(added).toHaveLength(2);
    expect(statuses).toEqual(["connecting", "offline", "connecting"]);
    // A second retry while the file is on its way does not ask twice.
    room.retry();
    dispatchEvent(new Event("online"));
    expect(added).toHaveLength(2);
    (added[1] as HTMLScriptElement).dispatchEvent(new Event("error"));
    await vi.waitFor(() => expect(statuses.at(-1)).toBe("offline"));
    dispatchEvent(new Event("online"));
    expect(added).toHaveLength(3);
    await fileArrives(added[2] as HTMLScriptElement);
    await socketsMade(1);
    room.close();
  });

  it("a room closed before the file arrives never opens", async () => {
    const { openLive } = await freshLive();
    const statuses: LiveStatus[] = [];
    openLive(
      "inbox",
      "u1",
      () => {},
      (s) => statuses.push(s),
    ).close();
    const other = openLive(
      "categories",
      "global",
      () => {},
      () => {},
    );
    await fileArrives(added[0] as HTMLScriptElement);
    await socketsMade(1);
    expect(FakeSocket.all.map((socket) => new URL(socket.url).pathname)).toEqual(["/parties/categories/global"]);
    expect(statuses).toEqual(["connecting"]);
    other.close();
  });
});
