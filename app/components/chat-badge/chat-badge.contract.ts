import { defineContract } from "../../behaviours/contract";

/**
 * The header's Messages link: whose inbox room to follow (`user`), the count's part, its two
 * labels in the reader's language (`labelUnread` with `{n}`), and the room's state the behaviour
 * writes (`live`: connecting, open or offline), for the end-to-end tests and anyone debugging.
 */
export const inboxBadgeContract = defineContract("inbox-badge", {
  parts: { count: "data-inbox-count" },
  values: { user: "data-inbox-user", live: "data-live", label: "data-label", labelUnread: "data-label-unread" },
});

/** Told on `document` when the person's inbox moved: the inbox page lists again (its refresh behaviour). */
export const INBOX_MOVED = "sokoni:inbox-moved";
