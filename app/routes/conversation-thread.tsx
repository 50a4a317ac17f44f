import { renderToStaticMarkup } from "react-dom/server";
import { data, redirect } from "react-router";
import { requestContextKey } from "../../worker/context";
import { markConversationRead } from "../../worker/services/chat/conversations";
import { threadAfter } from "../../worker/services/chat/thread-after";
import { ChatThreadAfter } from "../components/chat-thread/chat-thread-after";
import { CONVERSATION_MESSAGES as M } from "../domain/conversations";
import { formFields } from "../domain/account";
import { STRINGS } from "../i18n";
import { readForm, refused, requireUser } from "../lib/guards.server";
import type { Route } from "./+types/conversation-thread";

/** A message id as written in an address or a form: 0 (before the first) or a positive integer. */
function idOf(raw: string | undefined, least: 0 | 1): number | null {
  if (!raw || !/^(0|[1-9]\d{0,15})$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id >= least ? id : null;
}

/**
 * The thread's news for its page's script (docs/decisions/127): `after` is the last message the
 * page shows, the answer an HTML fragment of what came after it (app/components/chat-thread/chat-thread-after.tsx).
 * A POST, as it marks what it shows read, like opening the thread: members only (a 404 for anyone
 * else, as the page), never from another site. Without scripts nobody asks: the page loads again.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContextKey);
  const id = idOf(params.conversationId, 1);
  const me = await requireUser(ctx, id === null ? "/messages" : `/messages/${id}`);
  if (id === null) throw data(M.notFound, { status: 404 });
  const after = idOf(formFields(await readForm(request)).after, 0);
  if (after === null) throw data(STRINGS.domain.forms.unreadable, { status: 400 });
  try {
    const thread = await threadAfter(ctx, me, id, after);
    if (thread.messages?.some((message) => message.senderId !== me.id && message.readAt === null)) await markConversationRead(ctx, me, id);
    return new Response(renderToStaticMarkup(<ChatThreadAfter thread={thread} meId={me.id} />), {
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  } catch (error) {
    refused(error);
  }
}

/** Someone opening the address reads the thread itself. */
export function loader({ params }: Route.LoaderArgs) {
  const id = idOf(params.conversationId, 1);
  return redirect(id === null ? "/messages" : `/messages/${id}`);
}
