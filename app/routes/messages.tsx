import inboxEnhancer from "virtual:inline-script/inbox";
import { data } from "react-router";
import { requestContextKey } from "../../worker/context";
import { listInbox } from "../../worker/services/chat/conversations";
import { ChatThumb, chatPrice } from "../components/chat-listing";
import type { InboxEntry } from "../domain/chat-types";
import { formatInboxTime } from "../domain/chat-time";
import { refused, requireUser } from "../lib/guards.server";
import { STRINGS } from "../i18n";
import type { Route } from "./+types/messages";
import { PageScript } from "../components/page-script";
// The rules home, search, browse and a listing never use (docs/decisions/107).
import { attach } from "../behaviours/contract";
import { refreshContract } from "../behaviours/swap/swap.contract";
import { INBOX_MOVED } from "../components/chat-badge/chat-badge.contract";
import "./messages.css";
import "../styles/chat.css";

export const meta: Route.MetaFunction = () => [{ title: `${STRINGS.common.inboxTitle} | Sokoni` }, { name: "robots", content: "noindex" }];

/** The inbox: the signed-in person's conversations, newest first, a page at a time. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContextKey);
  const me = await requireUser(ctx, `${url.pathname}${url.search}`);
  const cursor = url.searchParams.get("cursor");
  try {
    const page = await listInbox(ctx, me, cursor);
    return data({ page, paged: Boolean(cursor) }, { headers: { "Cache-Control": "private, no-cache" } });
  } catch (error) {
    refused(error);
  }
}

/**
 * The page's script (app/enhance/inbox.ts) lists the conversations again when the person's inbox
 * room says something moved (docs/decisions/099).
 */
export default function Messages({ loaderData }: Route.ComponentProps) {
  const { page, paged } = loaderData;
  return (
    <main className="page chat-inbox" id="main" {...attach(refreshContract)} {...refreshContract.values({ on: INBOX_MOVED })}>
      <h1>{STRINGS.screens.messages.inboxHeading}</h1>
      {page.conversations.length === 0 ? (
        <div className="empty chat-empty">
          <p>{STRINGS.screens.messages.inboxEmpty}</p>
          <a href="/search" className="button">
            {STRINGS.common.inboxBrowse}
          </a>
        </div>
      ) : (
        <ul className="inbox-list">
          {page.conversations.map((entry) => (
            <InboxRow key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      <nav className="inbox-pager" aria-label={STRINGS.screens.messages.inboxHeading}>
        {paged ? <a href="/messages">{STRINGS.screens.messages.newestConversations}</a> : null}
        {page.next ? (
          <a href={`/messages?${new URLSearchParams({ cursor: page.next })}`} className="button outline">
            {STRINGS.screens.messages.olderConversations}
          </a>
        ) : null}
      </nav>
      <PageScript code={inboxEnhancer} />
    </main>
  );
}

function lastLine(entry: InboxEntry): string {
  const { text, photos, mine } = entry.lastMessage;
  const words = text || (photos > 0 ? STRINGS.screens.messages.photos(photos) : "");
  return mine ? `${STRINGS.common.you}${words}` : words;
}

function InboxRow({ entry }: { entry: InboxEntry }) {
  const unread = entry.unread > 0;
  return (
    <li className={unread ? "inbox-row unread" : "inbox-row"}>
      <a href={`/messages/${entry.id}`} className="inbox-link-row">
        <ChatThumb listing={entry.listing} />
        <span className="inbox-main">
          <span className="inbox-top">
            <span className="inbox-listing">{entry.listing.name}</span>
            <time dateTime={entry.lastMessage.createdAt}>{formatInboxTime(entry.lastMessage.createdAt)}</time>
          </span>
          <span className="inbox-meta">
            <span className="inbox-price">{chatPrice(entry.listing)}</span>
            <span className="inbox-person">
              {entry.role === "buyer" ? STRINGS.components.chatListing.seller : STRINGS.components.chatListing.buyer}: {entry.other.name}
            </span>
          </span>
          <span className="inbox-bottom">
            <span className="inbox-last">{lastLine(entry)}</span>
            {unread ? <span className="inbox-unread">{STRINGS.screens.messages.unreadCount(entry.unread)}</span> : null}
          </span>
        </span>
      </a>
    </li>
  );
}
