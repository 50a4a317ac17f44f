/**
 * The thread (./chat-thread.contract.ts): when the room says it moved (`THREAD_MOVED`), it asks
 * the server for what came after its last message, an HTML fragment written by the page's own
 * components (`POST /messages/:id/thread`, docs/decisions/127): an item with the id of one shown
 * (the one that now says "Seen") takes its place, the others are added at the end, and the old
 * "Seen" goes, since the items carry the one that holds now. A block that changed, more news than
 * a page holds, or a thread with no message yet make it ask for the whole page, whose thread (and,
 * after a block, compose box and person actions) are put in place. One question at a time, the
 * last change asked for once more; none while the page is hidden (asking marks the news read, and
 * nobody has read it yet). The newest message is kept in view whenever the thread grows.
 */
import { fetchPage } from "../../behaviours/swap/fetch-page";
import { putInPlace } from "../../behaviours/swap/put-in-place";
import { swapContract } from "../../behaviours/swap/swap.contract";
import { defineBehaviour } from "../../behaviours/runtime";
import { COMPOSE_AREA_PART, PERSON_ACTIONS_PART, SEEN_LINE, THREAD_MOVED, THREAD_PART, chatThreadContract as thread } from "./chat-thread.contract";

const messagesIn = (root: Element) => thread.findAll(root, "message").length;

/** The whole page as the server writes it now: its thread in place, with what a block changed. */
async function askForPage(part: Element): Promise<void> {
  const { doc, response } = await fetchPage(window.location.href);
  const next = swapContract.find(doc, "target", THREAD_PART);
  // Gone, or no thread any more (signed out): the page itself says so.
  if (response.status === 404 || (response.ok && !next)) return window.location.reload();
  if (!response.ok || !next) return;
  const blockChanged = thread.read(next, "block") !== thread.read(part, "block");
  putInPlace(doc, document, blockChanged ? [THREAD_PART, COMPOSE_AREA_PART, PERSON_ACTIONS_PART] : [THREAD_PART]);
}

/** What came after the thread's last message, put in place. */
async function askForNews(element: HTMLElement, address: string): Promise<void> {
  const part = swapContract.find(element, "target", THREAD_PART);
  if (!part) return;
  const list = thread.find(part, "messages");
  const last = list ? thread.findAll(list, "message").at(-1) : undefined;
  const after = last ? thread.key(last, "message") : null;
  if (!list || !after) return askForPage(part);
  const response = await fetch(address, { method: "POST", body: new URLSearchParams({ after }), redirect: "manual" });
  // Signed out, or the conversation gone: the page itself says so.
  if (response.type === "opaqueredirect" || response.status === 404) return window.location.reload();
  if (!response.ok) return;
  const news = new DOMParser().parseFromString(await response.text(), "text/html").body.firstElementChild;
  if (!news || thread.read(news, "whole") !== undefined || thread.read(news, "block") !== thread.read(part, "block")) return askForPage(part);
  const items = [...news.children];
  if (items.length === 0) return;
  for (const seen of list.querySelectorAll(SEEN_LINE)) seen.remove();
  for (const item of items) {
    const id = thread.key(item, "message");
    const shown = id ? thread.find(list, "message", id) : null;
    if (shown) shown.replaceWith(document.adoptNode(item));
    else list.appendChild(document.adoptNode(item));
  }
}

export const chatThread = defineBehaviour(thread, (element) => {
  const address = thread.read(element, "news");
  // An older page of the thread follows nothing, and opens where the reader left it.
  if (!address) return;
  const showNewest = () => thread.find(element, "typing")?.scrollIntoView?.({ block: "center" });
  showNewest();
  let shown = messagesIn(element);
  const grew = new MutationObserver(() => {
    const now = messagesIn(element);
    if (now > shown) showNewest();
    shown = now;
  });
  grew.observe(element, { childList: true, subtree: true });

  let asking = false;
  let again = false;
  let waitingToShow = false;
  const refresh = async () => {
    if (document.visibilityState !== "visible") {
      waitingToShow = true;
      return;
    }
    if (asking) {
      again = true;
      return;
    }
    asking = true;
    try {
      await askForNews(element, address);
    } catch {
      // Offline for a moment: the room's next word, or its reopening, asks again.
    } finally {
      asking = false;
      if (again && element.isConnected) {
        again = false;
        void refresh();
      }
    }
  };
  const off = new AbortController();
  document.addEventListener(THREAD_MOVED, refresh, off);
  document.addEventListener(
    "visibilitychange",
    () => {
      if (document.visibilityState !== "visible" || !waitingToShow) return;
      waitingToShow = false;
      void refresh();
    },
    off,
  );
  return () => {
    grew.disconnect();
    off.abort();
  };
});
