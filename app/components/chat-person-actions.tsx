import { attach } from "../behaviours/contract";
import { swapContract } from "../behaviours/swap/swap.contract";
import type { BlockState } from "../domain/chat-types";
import { CHAT_LIMITS } from "../domain/conversation-texts";
import { STRINGS } from "../i18n";
import { PERSON_ACTIONS_PART } from "./chat-thread/chat-thread.contract";
import "./chat-person-actions.css";

/** Sent by swap: a redirect opens its page (the flash says what was done), a refused report is put in place. */
const sentInPlace = { ...attach(swapContract), ...swapContract.values({ into: PERSON_ACTIONS_PART }) };

export interface PersonAnswer {
  intent: string;
  ok: boolean;
  message: string;
  value?: string;
}

/**
 * Block or unblock the other member, and report them (a reason is required). Plain forms: the
 * action answers with a redirect and a flash message, with or without a script (swap sends them,
 * busy while they go); a refused report comes back with the page, its box open on what was typed.
 */
export function ChatPersonActions({ otherName, block, answer }: { otherName: string; block: BlockState; answer?: PersonAnswer }) {
  const t = STRINGS.components.chatPersonActions;
  const refusedReport = answer && !answer.ok && answer.intent === "report-person" ? answer : null;
  return (
    <div className="chat-person-actions" {...swapContract.part("target", PERSON_ACTIONS_PART)}>
      <form method="post" className="chat-block-form" {...sentInPlace}>
        <input type="hidden" name="intent" value={block === "by-me" ? "unblock" : "block"} />
        <button type="submit" className="text-button">
          {block === "by-me" ? STRINGS.components.chatPersonActions.unblockPerson(otherName) : t.block}
        </button>
      </form>
      <details className="action-disclosure chat-report" open={refusedReport ? true : undefined}>
        <summary className="text-button report-button">{t.reportPerson}</summary>
        <form method="post" className="modal-form" {...sentInPlace}>
          <input type="hidden" name="intent" value="report-person" />
          <label className="field">
            <span>{t.reportReason}</span>
            <textarea
              name="reason"
              rows={4}
              maxLength={CHAT_LIMITS.reportReasonMax}
              defaultValue={refusedReport?.value}
              aria-invalid={Boolean(refusedReport)}
              required
            />
          </label>
          {refusedReport ? (
            <p className="inline-error" role="alert">
              {refusedReport.message}
            </p>
          ) : null}
          <button type="submit" className="button danger">
            {t.sendReport}
          </button>
        </form>
      </details>
    </div>
  );
}
