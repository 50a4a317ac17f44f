import { attach } from "../../behaviours/contract";
import { STRINGS } from "../../i18n";
import { inboxBadgeContract } from "./chat-badge.contract";
import "./chat-badge.css";

/** What the badge shows: the count, or 99+ beyond. */
export function badgeText(count: number): string {
  return count > 99 ? "99+" : String(count);
}

/**
 * The header's Messages link with its unread badge. The server writes the count and the two
 * labels; its behaviour (./chat-badge.behaviour.ts) follows the person's inbox room and keeps
 * them live.
 */
export function InboxLink({ userId, unread }: { userId: string; unread: number }) {
  const t = STRINGS.components.chatBadge;
  return (
    <a
      href="/messages"
      className="inbox-link"
      aria-label={t.inboxLabel(unread)}
      {...attach(inboxBadgeContract)}
      {...inboxBadgeContract.values({ user: userId, live: "connecting", label: t.inboxLink, labelUnread: t.inboxLinkUnread })}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M20 2H4a2 2 0 0 0-2 2v18l4-4h14a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2Zm0 14H5.2L4 17.2V4h16v12ZM7 9h10v2H7V9Z" fill="currentColor" />
      </svg>
      <span className="inbox-count" {...inboxBadgeContract.part("count")} aria-hidden="true" hidden={unread === 0}>
        {badgeText(unread)}
      </span>
    </a>
  );
}
