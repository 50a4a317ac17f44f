// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { attach } from "../../behaviours/contract";
import { swapContract } from "../../behaviours/swap/swap.contract";
import { leavePage, startOnPage, ticks } from "../../behaviours/test-dom";
import type { BlockState, ChatMessage } from "../../domain/chat-types";
import { FakeSocket } from "../../lib/fake-socket";
import { chatRoom } from "./chat-room.behaviour";
import { ChatMessages } from "./chat-thread";
import { ChatThreadAfter } from "./chat-thread-after";
import { chatThread } from "./chat-thread.behaviour";
import { CHAT_TYPED, COMPOSE_AREA_PART, chatRoomContract, chatThreadContract, PERSON_ACTIONS_PART, THREAD_PART } from "./chat-thread.contract";

const ME = "seller-1";
const OTHER = "buyer-2";
const at = "2026-11-29T10:00:00.000Z";

const message = (id: number, senderId: string, text: string, readAt: string | null = null): ChatMessage =>
  ({ id, senderId, text, imageUrls: [], flags: [], createdAt: at, readAt }) as unknown as ChatMessage;

const written = (attributes: Record<string, string>) =>
  Object.entries(attributes)
    .map(([name, value]) => `${name}="${value}"`)
    .join(" ");

/** The thread page as routes/conversation.tsx writes it, its parts through the same contracts. */
function threadPage(messages: ChatMessage[], block: BlockState = "none", compose = "<form><textarea name='text'></textarea></form>"): string {
  const list = messages.length > 0 ? renderToStaticMarkup(createElement(ChatMessages, { messages, meId: ME, otherName: "Otieno" })) : "<p>No messages yet</p>";
  return `<main ${written({ ...attach(chatRoomContract), ...chatRoomContract.values({ conversation: 12, me: ME, typing: "Otieno is typing...", typingMs: 80 }) })}>
    <div class="chat-offline" hidden ${written(chatRoomContract.part("offline"))}><p>Offline</p><button type="button" ${written(chatRoomContract.part("retry"))}>Retry</button></div>
    <div ${written({ ...attach(chatThreadContract), ...chatThreadContract.values({ news: "/messages/12/thread" }) })}>
      <div ${written({ ...swapContract.part("target", THREAD_PART), ...chatThreadContract.values({ block }) })}>${list}</div>
      <p aria-live="polite" ${written(chatThreadContract.part("typing"))}></p>
    </div>
    <div ${written(swapContract.part("target", COMPOSE_AREA_PART))}>${block === "none" ? compose : "<p id='blocked'>You blocked this person.</p>"}</div>
    <div ${written(swapContract.part("target", PERSON_ACTIONS_PART))}><button>${block === "by-me" ? "Unblock" : "Block"}</button></div>
  </main>`;
}

const news = (messages: ChatMessage[] | null, shownMine: ChatMessage | null = null, block: BlockState = "none") =>
  renderToStaticMarkup(
    createElement(ChatThreadAfter, {
      thread: { messages, shownLast: message(1, OTHER, "Is this still available?"), shownMine, block, otherName: "Otieno" },
      meId: ME,
    } as unknown as Parameters<typeof ChatThreadAfter>[0]),
  );

const html = (body: string, status = 200) => new Response(body, { status, headers: { "content-type": "text/html; charset=utf-8" } });
const wholePage = (messages: ChatMessage[], block: BlockState = "none") => html(`<!doctype html><html><body>${threadPage(messages, block)}</body></html>`);

let answers: (Response | Error | Promise<Response>)[];
let asked: { url: string; init?: RequestInit }[];
let reload: ReturnType<typeof vi.fn>;

const socket = () => FakeSocket.all[FakeSocket.all.length - 1] as FakeSocket;
const main = () => document.querySelector("main") as HTMLElement;
const texts = () => [...document.querySelectorAll(".chat-text")].map((each) => each.textContent);
const seen = () =>
  [...document.querySelectorAll("li[data-message-id]")].filter((item) => item.querySelector(".chat-seen")).map((item) => item.getAttribute("data-message-id"));

beforeEach(async () => {
  FakeSocket.all = [];
  vi.stubGlobal("WebSocket", FakeSocket);
  answers = [];
  asked = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      asked.push({ url: String(url), init });
      const next = answers.shift() ?? new Error("no answer left");
      if (next instanceof Error) throw next;
      return next;
    }),
  );
  reload = vi.fn();
  vi.stubGlobal("location", { ...window.location, href: "http://localhost/messages/12", host: "localhost", protocol: "http:", reload });
  document.body.innerHTML = threadPage([message(1, OTHER, "Is this still available?"), message(2, ME, "Yes it is.")]);
  await startOnPage([chatThread, chatRoom]);
  await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
});

afterEach(async () => {
  // Taken out of the page while the runtime still watches: each behaviour lets go (its socket, its listeners).
  document.body.replaceChildren();
  await ticks(0);
  leavePage();
});

describe("the conversation's room and thread", () => {
  it("joins the room, and on opening asks for what came after its last message and adds it", async () => {
    expect(socket().url).toMatch(/\/parties\/conversation\/12/);
    expect(chatRoomContract.read(main(), "live")).toBe("connecting");
    answers.push(html(news([message(3, OTHER, "Can I come at five?")])));
    socket().open();
    await vi.waitFor(() => expect(texts()).toEqual(["Is this still available?", "Yes it is.", "Can I come at five?"]));
    expect(chatRoomContract.read(main(), "live")).toBe("open");
    expect(asked[0]?.url).toBe("/messages/12/thread");
    expect(asked[0]?.init?.method).toBe("POST");
    expect(String(asked[0]?.init?.body)).toBe("after=2");
  });

  it("moves Seen to the item the news writes again, and asks nothing for what the page already shows", async () => {
    socket().open();
    await ticks();
    answers.push(html(news([], message(2, ME, "Yes it is.", at))));
    socket().receive({ type: "read", data: { readerId: OTHER, upTo: 2, readAt: at } });
    await vi.waitFor(() => expect(seen()).toEqual(["2"]));
    const before = asked.length;
    socket().receive({ type: "message", data: message(2, ME, "Yes it is.") });
    socket().receive({ type: "read", data: { readerId: ME, upTo: 1, readAt: at } });
    await ticks();
    expect(asked).toHaveLength(before);
    // A new message of mine, unseen: the old Seen goes.
    answers.push(html(news([message(4, ME, "See you then.")])));
    socket().receive({ type: "message", data: message(4, ME, "See you then.") });
    await vi.waitFor(() => expect(texts()).toContain("See you then."));
    expect(seen()).toEqual([]);
  });

  it("asks one question at a time, and the last change once more", async () => {
    let first: (value: Response) => void = () => {};
    answers.push(new Promise<Response>((resolve) => (first = resolve)), html(news([message(4, OTHER, "Two")])));
    socket().open();
    await ticks();
    socket().receive({ type: "message", data: message(3, OTHER, "One") });
    socket().receive({ type: "message", data: message(4, OTHER, "Two") });
    await ticks();
    expect(asked).toHaveLength(1);
    first(html(news([message(3, OTHER, "One")])));
    await vi.waitFor(() => expect(texts()).toEqual(["Is this still available?", "Yes it is.", "One", "Two"]));
    expect(asked).toHaveLength(2);
    expect(String(asked[1]?.init?.body)).toBe("after=3");
  });

  it("leaves the thread as it is when the answer is refused or the network is down, and asks again at the next word", async () => {
    answers.push(html("Something went wrong", 500), new TypeError("Failed to fetch"), html(news([message(3, OTHER, "Back again")])));
    socket().open();
    await ticks();
    socket().receive({ type: "message", data: message(3, OTHER, "Back again") });
    await ticks();
    expect(texts()).toEqual(["Is this still available?", "Yes it is."]);
    socket().receive({ type: "message", data: message(3, OTHER, "Back again") });
    await vi.waitFor(() => expect(texts()).toContain("Back again"));
  });

  it("loads the page again when the thread is gone or the member signed out", async () => {
    answers.push(html("Not found", 404));
    socket().open();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    answers.push(Response.error());
    Object.defineProperty(answers[0] as Response, "type", { value: "opaqueredirect" });
    socket().receive({ type: "read", data: { readerId: OTHER, upTo: 2, readAt: at } });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  });

  it("asks for the whole page when the news says it is not all (data-whole), and puts only the thread in place", async () => {
    const typed = document.querySelector("textarea") as HTMLTextAreaElement;
    typed.value = "half a sentence";
    answers.push(html(news(null)), wholePage([message(60, OTHER, "Sixty")]));
    socket().open();
    await vi.waitFor(() => expect(texts()).toEqual(["Sixty"]));
    expect(asked[1]?.url).toBe("http://localhost/messages/12");
    expect((document.querySelector("textarea") as HTMLTextAreaElement).value).toBe("half a sentence");
  });

  it("after a block, puts the thread, the compose box and the person actions of the whole page in place", async () => {
    answers.push(html(news([], null, "by-me")), wholePage([message(1, OTHER, "Is this still available?"), message(2, ME, "Yes it is.")], "by-me"));
    socket().open();
    socket().receive({ type: "block", data: { block: "blocked", by: ME } });
    await vi.waitFor(() => expect(document.getElementById("blocked")).not.toBeNull());
    expect(document.querySelector("textarea")).toBeNull();
    expect(document.querySelector(`[data-swap="${PERSON_ACTIONS_PART}"] button`)?.textContent).toBe("Unblock");
    expect(chatRoomContract.read(main(), "live")).toBe("open");
  });

  it("asks nothing while the page is hidden (asking reads the news), and asks once it shows", async () => {
    let state: DocumentVisibilityState = "hidden";
    vi.spyOn(document, "visibilityState", "get").mockImplementation(() => state);
    socket().open();
    socket().receive({ type: "message", data: message(3, OTHER, "While away") });
    await ticks();
    expect(asked).toHaveLength(0);
    answers.push(html(news([message(3, OTHER, "While away")])));
    state = "visible";
    document.dispatchEvent(new Event("visibilitychange"));
    await vi.waitFor(() => expect(texts()).toContain("While away"));
  });

  it("shows the other member typing for a while, never the reader, and tells the room when the reader types", async () => {
    socket().open();
    const line = chatThreadContract.find(document, "typing") as HTMLElement;
    socket().receive({ type: "typing", data: { userId: ME } });
    expect(line.textContent).toBe("");
    socket().receive({ type: "typing", data: { userId: OTHER } });
    expect(line.textContent).toBe("Otieno is typing...");
    await ticks(120);
    expect(line.textContent).toBe("");
    document.dispatchEvent(new Event(CHAT_TYPED));
    document.dispatchEvent(new Event(CHAT_TYPED));
    expect(socket().sent).toEqual(['{"type":"typing"}']);
  });

  it("says when the socket closed, shows the offline notice once it gave up, and Retry opens it again and asks what was missed", async () => {
    socket().open();
    await ticks();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    socket().fail();
    expect(chatRoomContract.read(main(), "live")).toBe("connecting");
    const notice = chatRoomContract.find(document, "offline") as HTMLElement;
    expect(notice.hidden).toBe(true);
    // Every attempt fails at once (1, 2, 4, 8 and 10 s apart), until the room is given up on.
    for (let wait = 0; wait < 40 && chatRoomContract.read(main(), "live") !== "offline"; wait++) {
      await vi.advanceTimersByTimeAsync(1000);
      if (socket().readyState === 0) socket().fail();
    }
    vi.useRealTimers();
    expect(chatRoomContract.read(main(), "live")).toBe("offline");
    expect(notice.hidden).toBe(false);
    const sockets = FakeSocket.all.length;
    answers.push(html(news([message(3, OTHER, "Missed")])), html(news([])));
    chatRoomContract.find<HTMLButtonElement>(document, "retry")?.click();
    expect(chatRoomContract.read(main(), "live")).toBe("connecting");
    expect(notice.hidden).toBe(true);
    await vi.waitFor(() => expect(FakeSocket.all.length).toBeGreaterThan(sockets));
    socket().open();
    await vi.waitFor(() => expect(texts()).toContain("Missed"));
  });

  it("closes its socket when the page is left, and opens it again when the page comes back from the back-forward cache", async () => {
    socket().open();
    await ticks();
    const left = socket();
    dispatchEvent(Object.assign(new Event("pagehide"), { persisted: true }));
    expect(left.readyState).toBe(3);
    answers.push(html(news([message(3, OTHER, "While you were away")])));
    dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
    await vi.waitFor(() => expect(FakeSocket.all.length).toBeGreaterThan(1));
    socket().open();
    await vi.waitFor(() => expect(texts()).toContain("While you were away"));
  });
});
