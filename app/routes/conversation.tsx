import conversationEnhancer from "virtual:inline-script/conversation";
import { isbot } from "isbot";
import { data, redirect, useRouteLoaderData } from "react-router";
import * as v from "valibot";
import { requestContextKey } from "../../worker/context";
import { redirectHeaders } from "../../worker/services/accounts/accounts";
import { storeChatFormPhotos } from "../../worker/services/chat/chat-photos";
import { markConversationRead, openConversation, sendMessage } from "../../worker/services/chat/conversations";
import { blockUser, reportUser, unblockUser } from "../../worker/services/safety/person-safety";
import { Refusal } from "../../worker/services/refusal";
import { reviewSellerFor } from "../../worker/services/safety/reviews";
import { attach } from "../behaviours/contract";
import { swapContract } from "../behaviours/swap/swap.contract";
import { ChatCompose, type SendRefusal } from "../components/chat-compose/chat-compose";
import { PageScript } from "../components/page-script";
import { PushOffer } from "../components/push-offer/push-offer";
import type { loader as rootLoader } from "../root";
import { ErrorScreen, errorMessage, errorStatus } from "../components/error-screen";
import { ChatListingHead } from "../components/chat-listing";
import { ChatPersonActions, type PersonAnswer } from "../components/chat-person-actions";
import { ChatMessages } from "../components/chat-thread/chat-thread";
import { COMPOSE_AREA_PART, chatRoomContract, chatThreadContract, THREAD_PART } from "../components/chat-thread/chat-thread.contract";
import { formFields } from "../domain/account";
import { CHAT_LIMITS, CONVERSATION_MESSAGES as M, MessageInput, PersonReportInput, photoField } from "../domain/conversations";
import { FORM_FETCH_HEADER } from "../lib/form-fetch";
import { asRefusal, readForm, refused, requireUser } from "../lib/guards.server";
import { STRINGS } from "../i18n";
import type { Route } from "./+types/conversation";
// The rules home, search, browse and a listing never use (docs/decisions/107).
import "./conversation.css";
import "../styles/chat.css";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? STRINGS.components.chatThread.conversationTitle(loaderData.view.listing.name) : STRINGS.common.inboxTitle} | Sokoni` },
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
 * A thread: only its two members see it (anyone else a 404). Opening it marks what the
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
      { headers: { "Cache-Control": "private, no-cache" } },
    );
  } catch (error) {
    refused(error);
  }
}

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
        // Without a script the page loads again (so a reload does not send twice); the page's own
        // script is answered with the page, its thread holding the new message.
        const inPlace = request.headers.get(FORM_FETCH_HEADER) === "1";
        const files = attachedPhotos(form);
        if (files.length > CHAT_LIMITS.photosPerMessage) throw new Refusal(400, M.tooManyPhotos);
        const parsedFirst = v.safeParse(MessageInput, { text: fields.text ?? "", imageUrls: photoField(fields.imageUrls) });
        // A message with neither words nor photos is refused before any photo is stored.
        if (!parsedFirst.success && files.length === 0) throw new Refusal(400, parsedFirst.issues[0]?.message ?? M.textRequired);
        const stored = files.length > 0 ? await storeChatFormPhotos(ctx, me, files, request.headers) : [];
        const parsed = v.safeParse(MessageInput, { text: fields.text ?? "", imageUrls: [...photoField(fields.imageUrls), ...stored] });
        if (!parsed.success) throw new Refusal(400, parsed.issues[0]?.message ?? M.textRequired);
        await sendMessage(ctx, me, id, parsed.output);
        if (!inPlace) throw redirect(`${here}#latest`);
        return data({ intent, ok: true, message: "" }, { status: 201 });
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
        return data({ intent, ok: false, message: STRINGS.screens.conversation.unknownAction }, { status: 400 });
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    const refusal = asRefusal(error);
    // A member's thread that is gone (or was never theirs) is the not-found screen, as on a load.
    if (refusal.status === 404 && refusal.message === M.notFound) notFound();
    const value = intent === "send" ? (fields.text ?? "") : intent === "report-person" ? (fields.reason ?? "") : undefined;
    // The photos a script uploaded stay with the box it gives back (they are checked again when sent).
    const photos = intent === "send" ? photoField(fields.imageUrls).join(",") : undefined;
    return data({ intent, ok: false, message: refusal.message, value, photos }, { status: refusal.status });
  }
}

/**
 * The page's behaviours (app/enhance/conversation.ts): the room on `<main>` (chat-room), the thread
 * asking for what came after its last message (chat-thread, routes/conversation-thread.tsx,
 * docs/decisions/127) or for the whole page when the block changed, the compose box (chat-compose)
 * and the person actions sent by swap, their answers' parts put in place (docs/decisions/128).
 */
export default function Conversation({ loaderData, actionData }: Route.ComponentProps) {
  const { view, meId, reviewSellerId, paged } = loaderData;
  // The offer to turn notifications on, once the member has sent a message here (or just
  // started the conversation from the listing, whose redirect says so).
  const justStarted = useRouteLoaderData<typeof rootLoader>("root")?.flash?.message === M.started;
  const answer = actionData as PersonAnswer | undefined;
  const sendRefused: SendRefusal | undefined = answer && !answer.ok && answer.intent === "send" ? answer : undefined;
  const sent = answer?.ok === true && answer.intent === "send";
  const personAnswer = answer && answer.intent !== "send" ? answer : undefined;
  return (
    <main
      className="page chat-page"
      id="main"
      {...attach(chatRoomContract)}
      {...chatRoomContract.values({
        conversation: paged ? undefined : view.id,
        me: meId,
        typing: `${view.other.name} ${STRINGS.screens.conversation.typing}`,
        typingMs: CHAT_LIMITS.typingShownMs,
      })}
    >
      <p className="chat-back">
        <a href="/messages">← {STRINGS.screens.conversation.backToInbox}</a>
      </p>
      <h1 className="visually-hidden">{STRINGS.components.chatThread.conversationTitle(view.listing.name)}</h1>
      <ChatListingHead listing={view.listing} other={view.other} role={view.role} />
      {reviewSellerId ? (
        <p className="chat-review">
          <a
            className="button small outline"
            href={`/seller/${encodeURIComponent(reviewSellerId)}?review=${encodeURIComponent(view.listing.id)}#write-review`}
            aria-label={STRINGS.screens.conversation.reviewSellerLabel(view.other.name, view.listing.name)}
          >
            {STRINGS.screens.conversation.reviewSeller}
          </a>
        </p>
      ) : null}
      <div className="chat-offline" role="alert" hidden {...chatRoomContract.part("offline")}>
        <p>{STRINGS.screens.conversation.offline}</p>
        <button type="button" className="button small outline" {...chatRoomContract.part("retry")}>
          {STRINGS.screens.conversation.retry}
        </button>
      </div>
      <div className="chat-scroll" {...attach(chatThreadContract)} {...chatThreadContract.values({ news: paged ? undefined : `/messages/${view.id}/thread` })}>
        <div {...swapContract.part("target", THREAD_PART)} {...chatThreadContract.values({ block: view.block })}>
          {view.olderCursor !== null ? (
            <p className="chat-older">
              <a href={`/messages/${view.id}?before=${view.olderCursor}`}>{STRINGS.screens.conversation.loadOlder}</a>
            </p>
          ) : null}
          {view.messages.length === 0 ? (
            <p className="empty">{STRINGS.screens.conversation.noMessagesYet}</p>
          ) : (
            <ChatMessages messages={view.messages} meId={meId} otherName={view.other.name} />
          )}
          {paged ? (
            <p className="chat-older">
              <a href={`/messages/${view.id}`}>{STRINGS.screens.conversation.newestMessages}</a>
            </p>
          ) : null}
        </div>
        <p className="chat-typing" aria-live="polite" {...chatThreadContract.part("typing")} />
        <span id="latest" />
      </div>
      <div {...swapContract.part("target", COMPOSE_AREA_PART)}>
        {view.block === "none" ? (
          <>
            <ChatCompose refused={sendRefused} />
            <PushOffer after={justStarted || sent} />
          </>
        ) : (
          <p className="chat-blocked" role="note">
            {view.block === "by-me" ? M.blockedByYou : M.blockedByOther}
          </p>
        )}
      </div>
      <ChatPersonActions otherName={view.other.name} block={view.block} answer={personAnswer} />
      <PageScript code={conversationEnhancer} />
    </main>
  );
}

/** A conversation that is not the viewer's (or no longer exists) is the not-found screen, with the way back to the inbox. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = errorStatus(error) === 404;
  return (
    <ErrorScreen
      title={missing ? M.notFound : STRINGS.common.errorTitle}
      heading={missing ? M.notFound : STRINGS.common.errorTitle}
      message={missing ? STRINGS.screens.conversation.notFoundText : errorMessage(error)}
      tone={missing ? "empty" : "error"}
      action={{ href: "/messages", label: STRINGS.screens.conversation.backToInbox }}
    />
  );
}
