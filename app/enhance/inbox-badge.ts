import { watchInbox } from "../lib/chat-live";

/**
 * The header's Messages badge on a page without React (the home page, docs/decisions/001): the
 * server wrote the link with the count and its two labels; this follows the person's inbox room
 * and rewrites the count and the accessible name, as app/components/chat-badge.tsx does elsewhere.
 */
export function followInboxBadge(): void {
  const link = document.querySelector<HTMLAnchorElement>("a[data-inbox-user]");
  const badge = link?.querySelector<HTMLElement>("[data-inbox-count]");
  const userId = link?.dataset.inboxUser;
  if (!link || !badge || !userId) return;
  watchInbox(userId, {
    event(event) {
      const count = event.data.unread;
      badge.textContent = count > 99 ? "99+" : String(count);
      badge.hidden = count === 0;
      const label = count > 0 ? link.dataset.labelUnread?.replace("{n}", String(count)) : link.dataset.label;
      if (label) link.setAttribute("aria-label", label);
    },
  });
}
