// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { attach } from "../../behaviours/contract";
import { leavePage, startOnPage } from "../../behaviours/test-dom";
import { FakeSocket } from "../../lib/fake-socket";
import { inboxBadge } from "./chat-badge.behaviour";
import { INBOX_MOVED, inboxBadgeContract } from "./chat-badge.contract";

const written = (attributes: Record<string, string>) =>
  Object.entries(attributes)
    .map(([name, value]) => `${name}="${value}"`)
    .join(" ");

/** The header's link as chat-badge.tsx writes it, through the same contract. */
const LINK = `<a href="/messages" aria-label="Messages" ${written({
  ...attach(inboxBadgeContract),
  ...inboxBadgeContract.values({ user: "u1", live: "connecting", label: "Messages", labelUnread: "Messages, {n} unread" }),
})}><span ${written(inboxBadgeContract.part("count"))} hidden>0</span></a>`;

const latest = () => FakeSocket.all[FakeSocket.all.length - 1] as FakeSocket;
const link = () => document.querySelector("a") as HTMLAnchorElement;
let unread = 0;

beforeEach(async () => {
  FakeSocket.all = [];
  unread = 0;
  vi.stubGlobal("WebSocket", FakeSocket);
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ data: { count: unread } })),
  );
  document.body.innerHTML = LINK;
  await startOnPage([inboxBadge]);
  await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
});

afterEach(leavePage);

describe("the header's Messages badge", () => {
  it("follows the person's inbox room: on opening it asks for the count, and each event moves the badge and tells the page", async () => {
    expect(latest().url).toMatch(/\/parties\/inbox\/u1/);
    const moved = vi.fn();
    document.addEventListener(INBOX_MOVED, moved);
    unread = 2;
    latest().open();
    await vi.waitFor(() => expect(link().querySelector("span")?.textContent).toBe("2"));
    expect(inboxBadgeContract.read(link(), "live")).toBe("open");
    expect(link().getAttribute("aria-label")).toBe("Messages, 2 unread");
    expect(moved).toHaveBeenCalledTimes(1);
    latest().receive({ type: "inbox", data: { unread: 120 } });
    expect(link().querySelector("span")?.textContent).toBe("99+");
    latest().receive({ type: "inbox", data: { unread: 0 } });
    expect(link().querySelector("span")?.hidden).toBe(true);
    expect(link().getAttribute("aria-label")).toBe("Messages");
    expect(moved).toHaveBeenCalledTimes(3);
    document.removeEventListener(INBOX_MOVED, moved);
  });

  it("closes the room's socket when the link leaves the page", async () => {
    latest().open();
    link().remove();
    await vi.waitFor(() => expect(latest().readyState).toBe(3));
  });
});
