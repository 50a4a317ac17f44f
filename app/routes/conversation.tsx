import { isbot } from "isbot";
import { useCallback, useEffect, useRef, useState } from "react";
import { data, Link, redirect, type ShouldRevalidateFunction, useFetcher, useRevalidator, useRouteLoaderData } from "react-router";
import * as v from "valibot";
import { requestContextKey } from "../../worker/context";
import { redirectHeaders } from "../../worker/services/accounts";
import { storeChatFormPhotos } from "../../worker/services/chat-photos";
import { markConversationRead, openConversation, sendMessage } from "../../worker/services/conversations";
import { blockUser, reportUser, unblockUser } from "../../worker/services/person-safety";
import { Refusal } from "../../worker/services/refusal";
import { reviewSellerFor } from "../../worker/services/reviews";
import { ChatCompose, type SendAnswer } from "../components/chat-compose";
import { PushOffer } from "../components/push-notifications";
import type { loader as rootLoader } from "../root";
import { ErrorScreen, errorMessage, errorStatus } from "../components/error-screen";
import { ChatListingHead } from "../components/chat-listing";
import { ChatPersonActions, type PersonAnswer } from "../components/chat-person-actions";
import { ChatMessages } from "../components/chat-thread";
import { formFields } from "../domain/account";
import type { ChatMessage } from "../domain/chat-types";
import { CHAT_LIMITS, CONVERSATION_MESSAGES as M, MessageInput, PersonReportInput, photoField } from "../domain/conversations";
import { joinConversation, type LiveStatus } from "../lib/chat-live";
import { asRefusal, readForm, refused, requireUser } from "../lib/guards.server";
import { STRINGS } from "../i18n";
import type { Route } from "./+types/conversation";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? STRINGS.chat.conversationTitle(loaderData.view.listing.name) : STRINGS.chat.inboxTitle} | Sokoni` },
  { name: "robots", content: "noindex" },
];

/** `/messages/12` → 12; anything else is no conversation. */
function conversationIdOf(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

function notFound(): never {
  throw data(M.notFound, { status: 404 });
}

/** A prefetch or a crawler is not the member opening the thread: it marks nothing read. */
function isRealOpen(request: Request): boolean {
  const purpose = request.headers.get("sec-purpose") ?? request.headers.get("purpose") ?? "";
  return !purpose.includes("prefetch") && !isbot(request.headers.get("user-agent") ?? "");
}

/**
 * A thread (issue 15): only its two members see it (anyone else a 404). Opening it marks what the
 * viewer received as read (docs/decisions: read on open), so a page without scripts reads too; the
 * count after that read is what the header's badge shows on this page.
 */
export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContextKey);
  const me = await requireUser(ctx, `${url.pathname}${url.search}`);
  const id = conversationIdOf(params.conversationId);
  if (id === null) notFound();
  const rawBefore = url.searchParams.get("before");
  const before = rawBefore && /^[1-9]\d{0,15}$/.test(rawBefore) ? Number(rawBefore) : null;
  try {
    const view = await openConversation(ctx, me, id, before);
    const unreadHere = view.messages.some((message) => message.senderId !== me.id && message.readAt === null);
    const [read, reviewSellerId] = await Promise.all([
      unreadHere && isRealOpen(request) ? markConversationRead(ctx, me, id) : null,
      reviewSellerFor(ctx, me, { id, role: view.role, listingId: view.listing.id, sellerId: view.other.id }),
    ]);
    return data(
      { view, meId: me.id, unreadAfterRead: read ? read.unread : null, reviewSellerId, paged: before !== null },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  } catch (error) {
    refused(error);
  }
}

/** Sending and reading answer the page's script themselves: the thread is not loaded again for them. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) => {
  const intent = formData?.get("intent");
  if (intent === "send" || intent === "read") return false;
  return defaultShouldRevalidate;
};

/** The photos a form without scripts attached (an empty file input still sends one nameless, empty file). */
function attachedPhotos(form: FormData): File[] {
  return form.getAll("photos").filter((value): value is File => typeof value !== "string" && value.size > 0);
}

export async function action({ params, url, request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContextKey);
  const me = await requireUser(ctx, url.pathname);
  const id = conversationIdOf(params.conversationId);
  if (id === null) notFound();
  const form = await readForm(request);
  const fields = formFields(form);
  const intent = fields.intent ?? "";
  const here = `/messages/${id}`;
  const back = (message: string) => {
    throw redirect(here, { headers: redirectHeaders([], { message, kind: "success" }) });
  };
  try {
    switch (intent) {
      case "send": {
        // With a script the answer is the stored message (the page adds it); without one, the page
        // loads again (so a reload does not send twice).
        const live = fields.live === "1";
        const files = attachedPhotos(form);
        if (files.length > CHAT_LIMITS.photosPerMessage) throw new Refusal(400, M.tooManyPhotos);
        const parsedFirst = v.safeParse(MessageInput, { text: fields.text ?? "", imageUrls: photoField(fields.imageUrls) });
        // A message with neither words nor photos is refused before any photo is stored.
        if (!parsedFirst.success && files.length === 0) throw new Refusal(400, parsedFirst.issues[0]?.message ?? M.textRequired);
        const stored = files.length > 0 ? await storeChatFormPhotos(ctx, me, files, request.headers) : [];
        const parsed = v.safeParse(MessageInput, { text: fields.text ?? "", imageUrls: [...photoField(fields.imageUrls), ...stored] });
        if (!parsed.success) throw new Refusal(400, parsed.issues[0]?.message ?? M.textRequired);
        const chatMessage = await sendMessage(ctx, me, id, parsed.output);
        if (!live) throw redirect(`${here}#latest`);
        return data<SendAnswer>({ intent, ok: true, message: "", chatMessage }, { status: 201 });
      }
      case "read": {
        const { unread } = await markConversationRead(ctx, me, id);
        return data({ intent, ok: true, message: "", unread });
      }
      case "block": {
        const view = await openConversation(ctx, me, id);
        const { name } = await blockUser(ctx, me, view.other.id);
        return back(M.blocked(name));
      }
      case "unblock": {
        const view = await openConversation(ctx, me, id);
        const { name } = await unblockUser(ctx, me, view.other.id);
        return back(M.unblocked(name));
      }
      case "report-person": {
        const view = await openConversation(ctx, me, id);
        const parsed = v.safeParse(PersonReportInput, fields);
        if (!parsed.success) throw new Refusal(400, parsed.issues[0]?.message ?? M.reportReasonRequired);
        await reportUser(ctx, me, view.other.id, parsed.output.reason, id);
        return back(M.reported);
      }
      default:
        return data({ intent, ok: false, message: STRINGS.chat.unknownAction }, { status: 400 });
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    const refusal = asRefusal(error);
    // A member's thread that is gone (or was never theirs) is the not-found screen, as on a load.
    if (refusal.status === 404 && refusal.message === M.notFound) notFound();
    const value = intent === "send" ? (fields.text ?? "") : intent === "report-person" ? (fields.reason ?? "") : undefined;
    return data({ intent, ok: false, message: refusal.message, value }, { status: refusal.status });
  }
}

/** Merges the loaded messages with those that came live or from the action, by id, oldest first. */
function mergeMessages(
  conversationId: number,
  loaded: ChatMessage[],
  extra: ChatMessage[],
  read: { conversationId: number; upTo: number; readAt: string } | null,
  meId: string,
): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const message of loaded) byId.set(message.id, message);
  const oldest = loaded[0]?.id ?? 0;
  // Moving from one thread to another keeps this component: only this conversation's count.
  for (const message of extra) {
    if (message.conversationId === conversationId && !byId.has(message.id) && message.id > oldest) byId.set(message.id, message);
  }
  const merged = [...byId.values()].sort((a, b) => a.id - b.id);
  if (!read || read.conversationId !== conversationId) return merged;
  return merged.map((message) => (message.senderId === meId && !message.readAt && message.id <= read.upTo ? { ...message, readAt: read.readAt } : message));
}

export default function Conversation({ loaderData, actionData }: Route.ComponentProps) {
  const { view, meId, reviewSellerId, paged } = loaderData;
  const t = STRINGS.chat;
  const [extra, setExtra] = useState<ChatMessage[]>([]);
  const [read, setRead] = useState<{ conversationId: number; upTo: number; readAt: string } | null>(null);
  const [typingUntil, setTypingUntil] = useState(0);
  // Issue 19: the offer to turn notifications on, once the member has sent a message here (or just
  // started the conversation from the listing, whose redirect says so).
  const [sentHere, setSentHere] = useState(false);
  const justStarted = useRouteLoaderData<typeof rootLoader>("root")?.flash?.message === M.started;
  const [status, setStatus] = useState<LiveStatus>("connecting");
  const room = useRef<ReturnType<typeof joinConversation> | null>(null);
  const lastTyping = useRef(0);
  const opened = useRef(false);
  const list = useRef<HTMLDivElement>(null);
  const readFetcher = useFetcher();
  const revalidator = useRevalidator();
  const messages = mergeMessages(view.id, view.messages, extra, read, meId);
  const unseen = messages.some((message) => message.senderId !== meId && message.readAt === null);

  const markRead = useCallback(() => {
    if (document.visibilityState !== "visible") return;
    readFetcher.submit({ intent: "read" }, { method: "post" });
  }, [readFetcher.submit]);

  // The live room: messages, read receipts, "typing..." and a block arrive without a reload.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one socket per conversation; the revalidator and the read callback are read when an event comes
  useEffect(() => {
    if (paged) return;
    const joined = joinConversation(view.id, {
      event(event) {
        if (event.type === "message") {
          setExtra((current) => (current.some((message) => message.id === event.data.id) ? current : [...current, event.data]));
          if (event.data.senderId !== meId) setTypingUntil(0);
        } else if (event.type === "read") {
          if (event.data.readerId !== meId)
            setRead((current) =>
              current && current.conversationId === view.id && current.upTo >= event.data.upTo
                ? current
                : { conversationId: view.id, upTo: event.data.upTo, readAt: event.data.readAt },
            );
        } else if (event.type === "typing") {
          if (event.data.userId !== meId) setTypingUntil(Date.now() + CHAT_LIMITS.typingShownMs);
        } else revalidator.revalidate();
      },
      status(next) {
        setStatus(next);
        // The room does not replay what it sent while the socket was down: the page asks the
        // server again after a reconnection.
        if (next === "open" && opened.current) revalidator.revalidate();
        if (next === "open") opened.current = true;
      },
    });
    room.current = joined;
    return () => {
      joined.close();
      room.current = null;
    };
  }, [view.id, meId, paged]);

  // What arrives while the page is visible is read at once; what arrived hidden, once it shows.
  const lastIncoming = [...messages].reverse().find((message) => message.senderId !== meId && message.readAt === null)?.id ?? 0;
  const readSent = useRef(0);
  useEffect(() => {
    if (!unseen || lastIncoming <= readSent.current || extra.length === 0) return;
    const send = () => {
      if (document.visibilityState !== "visible" || lastIncoming <= readSent.current) return;
      readSent.current = lastIncoming;
      markRead();
    };
    send();
    document.addEventListener("visibilitychange", send);
    return () => document.removeEventListener("visibilitychange", send);
  }, [unseen, lastIncoming, extra.length, markRead]);

  // "typing..." goes after a while without another keystroke heard.
  useEffect(() => {
    if (typingUntil === 0) return;
    const timer = setTimeout(() => setTypingUntil(0), Math.max(0, typingUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [typingUntil]);

  // The newest message and the compose box in view: on opening and whenever one is added.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when a message is added
  useEffect(() => {
    if (paged) return;
    list.current?.querySelector(".chat-typing")?.scrollIntoView({ block: "center" });
  }, [messages.length, paged]);

  const onTyping = useCallback(() => {
    const now = Date.now();
    if (now - lastTyping.current < 2000) return;
    lastTyping.current = now;
    room.current?.typing();
  }, []);

  const onSent = useCallback((message: ChatMessage) => {
    setSentHere(true);
    setExtra((current) => (current.some((each) => each.id === message.id) ? current : [...current, message]));
  }, []);

  const sendAnswer = actionData && actionData.intent === "send" ? (actionData as SendAnswer) : undefined;
  const personAnswer = actionData && actionData.intent !== "send" ? (actionData as PersonAnswer) : undefined;
  return (
    <main className="page chat-page" id="main" data-live={paged ? undefined : status}>
      <p className="chat-back">
        <Link to="/messages">← {t.backToInbox}</Link>
      </p>
      <h1 className="visually-hidden">{t.conversationTitle(view.listing.name)}</h1>
      <ChatListingHead listing={view.listing} other={view.other} role={view.role} />
      {reviewSellerId ? (
        <p className="chat-review">
          <Link
            className="button small outline"
            to={`/seller/${encodeURIComponent(reviewSellerId)}?review=${encodeURIComponent(view.listing.id)}#write-review`}
            aria-label={STRINGS.reviews.reviewSellerLabel(view.other.name, view.listing.name)}
          >
            {STRINGS.reviews.reviewSeller}
          </Link>
        </p>
      ) : null}
      {status === "offline" ? (
        <div className="chat-offline" role="alert">
          <p>{t.offline}</p>
          <button
            type="button"
            className="button small outline"
            onClick={() => {
              setStatus("connecting");
              room.current?.retry();
              revalidator.revalidate();
            }}
          >
            {t.retry}
          </button>
        </div>
      ) : null}
      <div className="chat-scroll" ref={list}>
        {view.olderCursor !== null ? (
          <p className="chat-older">
            <Link to={`/messages/${view.id}?before=${view.olderCursor}`}>{t.loadOlder}</Link>
          </p>
        ) : null}
        {messages.length === 0 ? <p className="empty">{t.noMessagesYet}</p> : <ChatMessages messages={messages} meId={meId} otherName={view.other.name} />}
        {paged ? (
          <p className="chat-older">
            <Link to={`/messages/${view.id}`}>{t.newestMessages}</Link>
          </p>
        ) : null}
        <p className="chat-typing" aria-live="polite">
          {typingUntil > 0 ? `${view.other.name} ${t.typing}` : ""}
        </p>
        <span id="latest" />
      </div>
      {view.block === "none" ? (
        <>
          <ChatCompose refused={sendAnswer} onSent={onSent} onTyping={onTyping} />
          <PushOffer after={sentHere || justStarted} />
        </>
      ) : (
        <p className="chat-blocked" role="note">
          {view.block === "by-me" ? M.blockedByYou : M.blockedByOther}
        </p>
      )}
      <ChatPersonActions otherName={view.other.name} block={view.block} answer={personAnswer} />
    </main>
  );
}

/** A conversation that is not the viewer's (or no longer exists) is the not-found screen, with the way back to the inbox. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = errorStatus(error) === 404;
  return (
    <ErrorScreen
      title={missing ? M.notFound : STRINGS.shell.errorTitle}
      heading={missing ? M.notFound : STRINGS.shell.errorTitle}
      message={missing ? STRINGS.chat.notFoundText : errorMessage(error)}
      tone={missing ? "empty" : "error"}
      action={{ href: "/messages", label: STRINGS.chat.backToInbox }}
    />
  );
}
