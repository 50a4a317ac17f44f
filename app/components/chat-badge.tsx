import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { LiveStatus } from "../lib/chat-live";
import { followInbox } from "../lib/inbox-live";
import { STRINGS } from "../i18n";

/** What the badge shows: the count, or 99+ beyond. */
export function badgeText(count: number): string {
  return count > 99 ? "99+" : String(count);
}

/**
 * The header's Messages link with its unread badge. The server writes the count; on a hydrated page
 * the person's inbox room moves it live. The home page (no React) has the same markup, which its
 * enhancer (app/enhance/inbox-badge.ts) keeps live through the `data-` attributes.
 */
export function InboxLink({ userId, unread }: { userId: string; unread: number }) {
  const t = STRINGS.chat;
  const [count, setCount] = useState(unread);
  const [live, setLive] = useState<LiveStatus>("connecting");
  // A page load or a revalidation brings the server's count.
  useEffect(() => setCount(unread), [unread]);
  useEffect(() => followInbox(userId, (event) => setCount(event.data.unread), setLive), [userId]);
  return (
    <Link
      to="/messages"
      className="inbox-link"
      aria-label={t.inboxLabel(count)}
      data-inbox-user={userId}
      // The room's state, for the end-to-end tests (and anyone debugging): connecting, open or offline.
      data-live={live}
      data-label={t.inboxLink}
      data-label-unread={t.inboxLinkUnread}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M20 2H4a2 2 0 0 0-2 2v18l4-4h14a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2Zm0 14H5.2L4 17.2V4h16v12ZM7 9h10v2H7V9Z" fill="currentColor" />
      </svg>
      <span className="inbox-count" data-inbox-count aria-hidden="true" hidden={count === 0}>
        {badgeText(count)}
      </span>
    </Link>
  );
}
