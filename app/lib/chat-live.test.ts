import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ConversationEvent, InboxEvent } from "../domain/chat-types";
import { LIMITS } from "../domain/limits";
import { joinConversation, type LiveStatus, watchInbox } from "./chat-live";

/** A WebSocket the test drives: it opens, speaks and fails when told to. */
class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(data: unknown) {
    this.onmessage?.({ data: typeof data === "string" ? data : JSON.stringify(data) });
  }
  fail() {
    this.readyState = 3;
    this.onclose?.();
  }
}

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

describe("joinConversation", () => {
  it("opens the conversation's room on this site and hands over its events", () => {
    const events: ConversationEvent[] = [];
    const statuses: LiveStatus[] = [];
    const live = joinConversation(42, { event: (e) => events.push(e), status: (s) => statuses.push(s) });
    expect(latest().url).toBe("wss://sokoni.test/parties/conversation/42");
    latest().open();
    latest().receive({ type: "typing", data: { userId: "u1" } });
    latest().receive("not json");
    expect(events).toEqual([{ type: "typing", data: { userId: "u1" } }]);
    expect(statuses).toEqual(["connecting", "open"]);
    live.close();
  });

  it("reconnects at most 5 times, then says offline; retry() starts again", () => {
    const statuses: LiveStatus[] = [];
    const live = joinConversation(7, { event: () => {}, status: (s) => statuses.push(s) });
    latest().fail();
    for (let attempt = 1; attempt <= LIMITS.socketReconnectAttempts; attempt++) {
      vi.advanceTimersByTime(11_000);
      expect(FakeSocket.all).toHaveLength(attempt + 1);
      latest().fail();
    }
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1 + LIMITS.socketReconnectAttempts);
    expect(statuses).toEqual(["connecting", "offline"]);
    live.retry();
    expect(FakeSocket.all).toHaveLength(2 + LIMITS.socketReconnectAttempts);
    latest().open();
    expect(statuses).toEqual(["connecting", "offline", "connecting", "open"]);
    live.close();
  });

  it("a connection that stayed up starts its attempts afresh after a drop", () => {
    const statuses: LiveStatus[] = [];
    const live = joinConversation(7, { event: () => {}, status: (s) => statuses.push(s) });
    for (let round = 0; round < 10; round++) {
      latest().open();
      vi.advanceTimersByTime(6000);
      latest().fail();
      vi.advanceTimersByTime(1600);
    }
    expect(statuses).not.toContain("offline");
    live.close();
  });

  it("typing() sends one {type:'typing'} every 2 s at most, and only on an open socket", () => {
    const live = joinConversation(3, { event: () => {}, status: () => {} });
    live.typing();
    expect(latest().sent).toEqual([]);
    latest().open();
    live.typing();
    live.typing();
    vi.advanceTimersByTime(1999);
    live.typing();
    expect(latest().sent).toEqual(['{"type":"typing"}']);
    vi.advanceTimersByTime(1);
    live.typing();
    expect(latest().sent).toHaveLength(2);
    live.close();
  });

  it("{type:'gone'} is handed over and ends the socket for good; close() does too", () => {
    const events: ConversationEvent[] = [];
    const live = joinConversation(5, { event: (e) => events.push(e), status: () => {} });
    latest().open();
    latest().receive({ type: "gone" });
    expect(events).toEqual([{ type: "gone" }]);
    expect(latest().readyState).toBe(3);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    live.close();
    live.retry();
    expect(FakeSocket.all).toHaveLength(1);
  });

  it("the browser coming back online retries an offline room", () => {
    const statuses: LiveStatus[] = [];
    const live = joinConversation(9, { event: () => {}, status: (s) => statuses.push(s) });
    for (let attempt = 0; attempt <= LIMITS.socketReconnectAttempts; attempt++) {
      latest().fail();
      vi.advanceTimersByTime(11_000);
    }
    expect(statuses.at(-1)).toBe("offline");
    dispatchEvent(new Event("online"));
    latest().open();
    expect(statuses.at(-1)).toBe("open");
    live.close();
  });
});

describe("watchInbox", () => {
  it("opens the person's inbox room and hands over only inbox events", () => {
    const events: InboxEvent[] = [];
    const live = watchInbox("abc_123", { event: (e) => events.push(e) });
    expect(latest().url).toBe("wss://sokoni.test/parties/inbox/abc_123");
    latest().open();
    latest().receive({ type: "inbox", data: { unread: 2, conversationId: 4 } });
    latest().receive({ type: "typing", data: { userId: "x" } });
    expect(events).toEqual([{ type: "inbox", data: { unread: 2, conversationId: 4 } }]);
    live.close();
    expect(latest().readyState).toBe(3);
  });
});
