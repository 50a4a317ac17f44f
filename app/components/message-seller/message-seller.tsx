import { attach } from "../../behaviours/contract";
import { swapContract } from "../../behaviours/swap/swap.contract";
import { CHAT_LIMITS, quickReplies } from "../../domain/conversation-texts";
import { MESSAGE_MESSAGES } from "../../domain/listing-action-texts";
import { STRINGS } from "../../i18n";
import { DialogDisclosure } from "../dialog-disclosure";
import type { ActionResult } from "../listing-actions";
import { MESSAGE_PART, quickRepliesContract } from "./message-seller.contract";
import "./message-seller.css";

/**
 * Message seller (docs/decisions/007): the first message starts a conversation and the
 * buyer goes on to it. The four quick replies send themselves without a script and fill the text
 * with one (./message-seller.behaviour.ts); a buyer who already wrote about this listing is shown
 * their conversation instead. Where scripts run the swap behaviour sends it: the server's answer
 * is the conversation's page to go on to, or the refused form put in place.
 */
export function MessageSeller({
  signedIn,
  signInHref,
  conversationId = null,
  result,
  ready = false,
}: {
  signedIn: boolean;
  signInHref: string;
  conversationId?: number | null;
  result?: ActionResult;
  /** Open from the start: the buyer came back from signing in (or up) to write. */
  ready?: boolean;
}) {
  const refused = result && !result.ok && result.intent === "message" ? result : undefined;
  if (!signedIn) {
    return (
      <a className="button small outline" href={signInHref}>
        {MESSAGE_MESSAGES.label}
      </a>
    );
  }
  if (conversationId !== null) {
    return (
      <a className="button small outline" href={`/messages/${conversationId}`}>
        {STRINGS.components.messageSeller.viewConversation}
      </a>
    );
  }
  return (
    <DialogDisclosure
      id="message-seller"
      className="action-disclosure message-seller"
      title={STRINGS.components.messageSeller.messageSeller}
      summary={STRINGS.components.messageSeller.messageSeller}
      summaryClass="button small outline"
      open={Boolean(refused) || ready}
    >
      <form
        method="post"
        className="modal-form message-seller-form"
        {...attach(swapContract)}
        {...swapContract.part("target", MESSAGE_PART)}
        {...swapContract.values({ into: MESSAGE_PART })}
      >
        <input type="hidden" name="intent" value="message" />
        <p className="hint">{STRINGS.components.messageSeller.quickReplyHint}</p>
        <fieldset className="quick-replies" {...attach(quickRepliesContract)}>
          <legend className="visually-hidden">{STRINGS.components.messageSeller.quickReplies}</legend>
          {quickReplies().map((reply) => (
            <button key={reply} type="submit" name="quickReply" value={reply} className="chip">
              {reply}
            </button>
          ))}
        </fieldset>
        <label className="field">
          <span>{STRINGS.components.messageSeller.yourMessage}</span>
          <textarea
            name="text"
            rows={4}
            maxLength={CHAT_LIMITS.textMax}
            defaultValue={refused?.value}
            aria-invalid={Boolean(refused)}
            placeholder={STRINGS.common.composePlaceholder}
          />
        </label>
        <p className="hint">{STRINGS.components.messageSeller.privacyHint}</p>
        {refused ? (
          <p className="inline-error" role="alert">
            {refused.message}
          </p>
        ) : null}
        <button type="submit" className="button" {...swapContract.values({ busyText: STRINGS.common.sending })}>
          {STRINGS.components.messageSeller.startSend}
        </button>
      </form>
    </DialogDisclosure>
  );
}
