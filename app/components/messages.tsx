import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { toast } from "sonner";
import type { Thread } from "../../worker/services/messages";
import { formatPostedDate } from "../domain/time";
import { STRINGS } from "../strings";

/** The profile's Messages tab: one conversation per listing and person, with a reply box. */
export function Messages({ threads }: { threads: (Thread & { reviewSellerId?: string | null })[] }) {
  if (threads.length === 0) return <p className="empty">{STRINGS.profile.noMessages}</p>;
  return (
    <ul className="threads">
      {threads.map((thread) => (
        <ThreadView key={`${thread.listingId}:${thread.otherId}`} thread={thread} />
      ))}
    </ul>
  );
}

function ThreadView({ thread }: { thread: Thread & { reviewSellerId?: string | null } }) {
  const t = STRINGS.profile;
  const reply = useFetcher<{ ok: boolean; message: string }>();
  const read = useFetcher();
  const form = useRef<HTMLFormElement>(null);
  const unreadIds = thread.messages.filter((message) => message.unread).map((message) => message.id);

  // Seen once shown: what arrived unread is marked read in the background.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the set of unread messages changes, not on every new array
  useEffect(() => {
    if (unreadIds.length === 0) return;
    read.submit({ intent: "read-thread", messageIds: unreadIds.join(",") }, { method: "post" });
  }, [unreadIds.join(",")]);

  useEffect(() => {
    if (reply.state !== "idle" || !reply.data) return;
    if (reply.data.ok) {
      toast.success(reply.data.message);
      form.current?.reset();
    } else toast.error(reply.data.message);
  }, [reply.state, reply.data]);

  return (
    <li className="thread">
      <p className="thread-head">
        <strong>{thread.otherName}</strong> · {t.about} <Link to={`/listing/${thread.listingId}`}>{thread.listingName}</Link>
      </p>
      {thread.reviewSellerId ? (
        <p className="thread-review">
          <Link
            className="button small outline"
            to={`/seller/${encodeURIComponent(thread.reviewSellerId)}?review=${encodeURIComponent(thread.listingId)}#write-review`}
            aria-label={STRINGS.reviews.reviewSellerLabel(thread.otherName, thread.listingName)}
          >
            {STRINGS.reviews.reviewSeller}
          </Link>
        </p>
      ) : null}
      <ol className="thread-messages">
        {thread.messages.map((message) => (
          <li key={message.id} className={message.mine ? "mine" : undefined}>
            <span className="sender">{message.mine ? t.you : thread.otherName}</span>
            <p>{message.body}</p>
            <time dateTime={message.createdAt}>{formatPostedDate(message.createdAt)}</time>
          </li>
        ))}
      </ol>
      <reply.Form method="post" className="reply-form" ref={form}>
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="messageId" value={thread.lastMessageId} />
        <label className="visually-hidden" htmlFor={`reply-${thread.lastMessageId}`}>
          {t.replyLabel(thread.otherName)}
        </label>
        <textarea id={`reply-${thread.lastMessageId}`} name="body" rows={2} maxLength={2000} placeholder={t.replyLabel(thread.otherName)} required />
        <button type="submit" className="button small" disabled={reply.state !== "idle"}>
          {t.send}
        </button>
      </reply.Form>
    </li>
  );
}
