import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ConversationEvent, InboxEvent } from "../domain/chat-types";
import { LIMITS } from "../domain/limits";
import { joinConversation, type LiveStatus, watchInbox } from "./chat-live";
import { FakeSocket } from "./fake-socket";

const latest = () => FakeSocket.all[FakeSocket.all.length - 1] as FakeSocket;

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
  const target = new EventTarget();
  vi.stubGlobal("WebSocket", FakeSocket);
  vi.stubGlobal("location", { protocol: "https:", host: "sokoni.test" });
  vi.stubGlobal("addEventListener", target.addEventListener.bind(target));
  vi.stubGlobal("removeEventListener", target.removeEventListener.bind(target));
  vi.stubGlobal("dispatchEvent", target.dispatchEvent.bind(target));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** PartySocket opens its socket after a timer and a few promises: lets time pass, and them run. */
const wait = (ms = 0) => vi.advanceTimersByTimeAsync(ms);
const path = (url: string) => url.replace(/\?.*$/, "");

describe("joinConversation", () => {
  it("opens the conversation's room on this site and hands over its events", async () => {
    const events: ConversationEvent[] = [];
    const statuses: LiveStatus[] = [];
    const live = joinConversation(42, { event: (e) => events.push(e), status: (s) => statuses.push(s) });
    await wait();
    expect(path(latest().url)).toBe("wss://sokoni.test/parties/conversation/42");
    latest().open();
    latest().receive({ type: "typing", data: { userId: "u1" } });
    latest().receive("not json");
    expect(events).toEqual([{ type: "typing", data: { userId: "u1" } }]);
    expect(statuses).toEqual(["connecting", "open"]);
    live.close();
  });

  it("reconnects at most 5 times, 1, 2, 4, 8 and 10 s apart, then says offline; retry() starts again", async () => {
    const statuses: LiveStatus[] = [];
    const live = joinConversation(7, { event: () => {}, status: (s) => statuses.push(s) });
    await wait();
    latest().fail();
    for (const [attempt, delay] of [1000, 2000, 4000, 8000, 10_000].entries()) {
      await wait(delay - 1);
      expect(FakeSocket.all).toHaveLength(attempt + 1);
      await wait(1);
      expect(FakeSocket.all).toHaveLength(attempt + 2);
      latest().fail();
    }
    await wait(60_000);
    expect(FakeSocket.all).toHaveLength(1 + LIMITS.socketReconnectAttempts);
    expect(statuses).toEqual(["connecting", "offline"]);
    live.retry();
    await wait();
    expect(FakeSocket.all).toHaveLength(2 + LIMITS.socketReconnectAttempts);
    latest().open();
    expect(statuses).toEqual(["connecting", "offline", "connecting", "open"]);
    live.close();
  });

  it("a connection that stayed up starts its attempts afresh after a drop", async () => {
    const statuses: LiveStatus[] = [];
    const live = joinConversation(7, { event: () => {}, status: (s) => statuses.push(s) });
    await wait();
    for (let round = 0; round < 10; round++) {
      latest().open();
      await wait(6000);
      latest().fail();
      await wait(1000);
    }
    expect(statuses).not.toContain("offline");
    expect(FakeSocket.all).toHaveLength(11);
    live.close();
  });

  it("typing() sends one {type:'typing'} every 2 s at most, and only on an open socket", async () => {
    const live = joinConversation(3, { event: () => {}, status: () => {} });
    await wait();
    live.typing();
    expect(latest().sent).toEqual([]);
    latest().open();
    live.typing();
    live.typing();
    await wait(1999);
    live.typing();
    expect(latest().sent).toEqual(['{"type":"typing"}']);
    await wait(1);
    live.typing();
    expect(latest().sent).toHaveLength(2);
    live.close();
  });

  it("{type:'gone'} is handed over and ends the socket for good; close() does too", async () => {
    const events: ConversationEvent[] = [];
    const live = joinConversation(5, { event: (e) => events.push(e), status: () => {} });
    await wait();
    latest().open();
    latest().receive({ type: "gone" });
    expect(events).toEqual([{ type: "gone" }]);
    expect(latest().readyState).toBe(3);
    await wait(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    live.close();
    live.retry();
    await wait(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it("the browser coming back online retries an offline room", async () => {
    const statuses: LiveStatus[] = [];
    const live = joinConversation(9, { event: () => {}, status: (s) => statuses.push(s) });
    await wait();
    for (let attempt = 0; attempt <= LIMITS.socketReconnectAttempts; attempt++) {
      latest().fail();
      await wait(11_000);
    }
    expect(statuses.at(-1)).toBe("offline");
    dispatchEvent(new Event("online"));
    await wait();
    latest().open();
    expect(statuses.at(-1)).toBe("open");
    live.close();
  });

  it("closes on pagehide and opens again when the page comes back from the back-forward cache", async () => {
    const statuses: LiveStatus[] = [];
    const live = joinConversation(11, { event: () => {}, status: (s) => statuses.push(s) });
    await wait();
    latest().open();
    const pagehide = Object.assign(new Event("pagehide"), { persisted: true });
    dispatchEvent(pagehide);
    expect(latest().readyState).toBe(3);
    await wait(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(statuses).toEqual(["connecting", "open"]);
    dispatchEvent(Object.assign(new Event("pageshow"), { persisted: false }));
    await wait();
    expect(FakeSocket.all).toHaveLength(1);
    dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
    await wait();
    expect(FakeSocket.all).toHaveLength(2);
    latest().open();
    expect(statuses).toEqual(["connecting", "open", "connecting", "open"]);
    live.close();
  });
});

describe("watchInbox", () => {
  it("opens the person's inbox room and hands over only inbox events", async () => {
    const events: InboxEvent[] = [];
    const live = watchInbox("abc_123", { event: (e) => events.push(e) });
    await wait();
    expect(path(latest().url)).toBe("wss://sokoni.test/parties/inbox/abc_123");
    latest().open();
    latest().receive({ type: "inbox", data: { unread: 2, conversationId: 4 } });
    latest().receive({ type: "typing", data: { userId: "x" } });
    expect(events).toEqual([{ type: "inbox", data: { unread: 2, conversationId: 4 } }]);
    live.close();
    expect(latest().readyState).toBe(3);
  });
});
