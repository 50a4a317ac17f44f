import { watchInbox } from "../lib/chat-live";

/** The event a page's own part listens to when the person's inbox moved (app/enhance/inbox.ts). */
export const INBOX_MOVED = "sokoni:inbox-moved";

/**
 * The header's Messages badge on a page without React (the home page, docs/decisions/001): the
 * server wrote the link with the count and its two labels; this follows the person's inbox room
 * and rewrites the count and the accessible name, as app/components/chat-badge.tsx does elsewhere.
 * After a reconnection (the room does not replay) the count is asked for once. Each event, and a
 * reconnection, is also told to the page as `INBOX_MOVED` on `document` (the inbox lists again).
 */
export function followInboxBadge(): void {
  const link = document.querySelector<HTMLAnchorElement>("a[data-inbox-user]");
  const badge = link?.querySelector<HTMLElement>("[data-inbox-count]");
  const userId = link?.dataset.inboxUser;
  if (!link || !badge || !userId) return;
  const show = (count: number) => {
    badge.textContent = count > 99 ? "99+" : String(count);
    badge.hidden = count === 0;
    const label = count > 0 ? link.dataset.labelUnread?.replace("{n}", String(count)) : link.dataset.label;
    if (label) link.setAttribute("aria-label", label);
  };
  let opened = false;
  watchInbox(userId, {
    event: (event) => {
      show(event.data.unread);
      document.dispatchEvent(new Event(INBOX_MOVED));
    },
    status(status) {
      link.dataset.live = status;
      if (status !== "open") return;
      if (opened) {
        document.dispatchEvent(new Event(INBOX_MOVED));
        fetch("/api/users/me/unread")
          .then((response) => (response.ok ? (response.json() as Promise<{ data?: { count?: unknown } }>) : null))
          .then((body) => {
            if (typeof body?.data?.count === "number") show(body.data.count);
          })
          .catch(() => {});
      }
      opened = true;
    },
  });
}
