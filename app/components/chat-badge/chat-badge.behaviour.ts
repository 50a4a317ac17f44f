import { defineBehaviour } from "../../behaviours/runtime";
import { watchInbox } from "../../lib/chat-live";
import { INBOX_MOVED, inboxBadgeContract } from "./chat-badge.contract";

/** The unread count as the server has it now (`GET /api/users/me/unread`), or null when it cannot say. */
async function fetchUnread(): Promise<number | null> {
  try {
    const response = await fetch("/api/users/me/unread");
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: { count?: unknown } };
    return typeof body.data?.count === "number" ? body.data.count : null;
  } catch {
    return null;
  }
}

/**
 * The header's Messages badge: the server wrote the link with the count and its two labels
 * (./chat-badge.tsx); this follows the person's inbox room and rewrites the count and
 * the accessible name. On every open of the socket, the first included (the room does not
 * replay), the count is asked for once. Each event, and a count that moved meanwhile, is also told
 * to the page as `INBOX_MOVED` on `document` (the inbox lists again).
 */
export const inboxBadge = defineBehaviour(inboxBadgeContract, (link) => {
  const badge = inboxBadgeContract.find(link, "count");
  const userId = inboxBadgeContract.read(link, "user");
  if (!badge || !userId) return;
  const show = (count: number) => {
    badge.textContent = count > 99 ? "99+" : String(count);
    badge.hidden = count === 0;
    const label = count > 0 ? inboxBadgeContract.read(link, "labelUnread")?.replace("{n}", String(count)) : inboxBadgeContract.read(link, "label");
    if (label) link.setAttribute("aria-label", label);
  };
  let opened = false;
  reloadWhenSignedOut();
  const room = watchInbox(userId, {
    event: (event) => {
      show(event.data.unread);
      document.dispatchEvent(new Event(INBOX_MOVED));
    },
    status(status) {
      inboxBadgeContract.write(link, "live", status);
      if (status !== "open") return;
      // The room does not replay: what changed since the server wrote this page (before the first
      // open) or while a dropped socket was down is asked for on every open.
      const shown = badge.hidden ? 0 : Number(badge.textContent);
      const reopened = opened;
      opened = true;
      void fetchUnread().then((count) => {
        if (count === null) return;
        show(count);
        if (reopened || count !== shown) document.dispatchEvent(new Event(INBOX_MOVED));
      });
    },
  });
  return room.close;
});

/**
 * A page Back shows again (from the back-forward cache, or the browser's copy of a private,
 * no-cache page: docs/decisions/126) may be of someone who has signed out since: it is loaded
 * again, as the server writes it now (the way to sign in, or the visitor's page).
 */
function reloadWhenSignedOut(): void {
  const check = async () => {
    const response = await fetch("/api/users/me/unread").catch(() => null);
    if (response?.status === 401) window.location.reload();
  };
  const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  if (entry?.type === "back_forward") void check();
  addEventListener("pageshow", (event) => {
    if (event.persisted) void check();
  });
}
