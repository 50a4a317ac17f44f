import type { ReactNode } from "react";
import { AVAILABILITY_MESSAGES, MESSAGE_MESSAGES, REPORT_MESSAGES } from "../domain/listing-action-texts";
import { CHAT_LIMITS, CONVERSATION_MESSAGES, quickReplies } from "../domain/conversation-texts";
import { STRINGS } from "../i18n";
import type { ListingStatus } from "../domain/listing-life";

export interface ActionResult {
  intent: string;
  ok: boolean;
  message: string;
  /** What was typed, sent back with a refusal so a page without scripts can show it again. */
  value?: string;
}

/*
 * Every action here is an ordinary form, posted with a page load, and the page's script
 * (app/enhance/listing.ts, docs/decisions/096) makes it nicer. A form
 * marked `data-in-place` is posted by the script, which puts the server's new summary in place and
 * says the answer in a toast; a disclosure marked `data-dialog` opens as a modal dialog titled by
 * its `data-dialog-title`; `data-required` names the text box that must not be empty, and
 * `data-required-message` says so.
 */

/**
 * The owner's buttons (spec section 4, Availability; issue 18): Mark Unavailable, Mark sold or Mark
 * available, Renew (when it expired), Boost (when it is on show) and Edit. Each is a form; the
 * server checks the owner.
 */
export function OwnerActions({ listingId, isAvailable, status }: { listingId: string; isAvailable: boolean; status: ListingStatus }) {
  const t = STRINGS.sellerTools;
  const button = (intent: string, label: string, disabled = false) => (
    <form method="post" data-in-place>
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className="button small outline" disabled={disabled}>
        {label}
      </button>
    </form>
  );
  return (
    <div className="owner-actions">
      {status === "active" || status === "unavailable" ? button("unavailable", AVAILABILITY_MESSAGES.button, !isAvailable) : null}
      {status === "sold" ? button("available", t.markAvailable) : status !== "hidden" && status !== "held" ? button("sold", t.markSold) : null}
      {status === "expired" ? button("renew", t.renew) : null}
      {status === "active" ? (
        <a className="button small accent" href={`/boost/${listingId}`}>
          {t.boost}
        </a>
      ) : null}
      <a className="button small outline" href={`/update-listing/${listingId}`}>
        {STRINGS.listingDetail.edit}
      </a>
    </div>
  );
}

/**
 * A form behind a disclosure, which the page's script opens as a modal dialog with this title; the
 * server sends it open when a refusal came back, so what was typed is there again.
 */
function DialogDisclosure({
  id,
  className,
  title,
  summary,
  summaryClass,
  open,
  children,
}: {
  id?: string;
  className: string;
  title: string;
  summary: string;
  summaryClass: string;
  open: boolean;
  children: ReactNode;
}) {
  return (
    <details id={id} className={className} open={open || undefined} data-dialog data-dialog-title={title} data-close-label={STRINGS.search.close}>
      <summary className={summaryClass}>{summary}</summary>
      {children}
    </details>
  );
}

/** Report Abuse: anyone may report; a reason is required. A refusal opens the box again on what was typed. */
export function ReportAbuse({ result }: { result?: ActionResult }) {
  const t = STRINGS.listingDetail;
  const refused = result && !result.ok && result.intent === "report" ? result : null;
  return (
    <DialogDisclosure className="action-disclosure" title={t.reportTitle} summary={t.report} summaryClass="text-button report-button" open={Boolean(refused)}>
      <form method="post" className="modal-form" data-in-place data-required="reason" data-required-message={REPORT_MESSAGES.reasonRequired}>
        <input type="hidden" name="intent" value="report" />
        <label className="field">
          <span>{t.reportReason}</span>
          <textarea name="reason" rows={5} maxLength={1000} defaultValue={refused?.value} aria-invalid={Boolean(refused)} />
        </label>
        {refused ? (
          <p className="inline-error" role="alert">
            {refused.message}
          </p>
        ) : null}
        <button type="submit" className="button danger">
          {t.sendReport}
        </button>
      </form>
    </DialogDisclosure>
  );
}

/**
 * Message seller (docs/decisions/007, issue 15): the first message starts a conversation and the
 * buyer goes on to it. The four quick replies send themselves without a script and fill the text
 * with one; a buyer who already wrote about this listing is shown their conversation instead.
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
  const t = STRINGS.chat;
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
        {t.viewConversation}
      </a>
    );
  }
  return (
    <DialogDisclosure
      id="message-seller"
      className="action-disclosure message-seller"
      title={t.messageSeller}
      summary={t.messageSeller}
      summaryClass="button small outline"
      open={Boolean(refused) || ready}
    >
      {/* Sent with a page load even with a script: the answer is the conversation's page. */}
      <form
        method="post"
        className="modal-form message-seller-form"
        data-required="text"
        data-required-message={CONVERSATION_MESSAGES.textRequired}
        data-sending-label={t.sending}
      >
        <input type="hidden" name="intent" value="message" />
        <p className="hint">{t.quickReplyHint}</p>
        <fieldset className="quick-replies">
          <legend className="visually-hidden">{t.quickReplies}</legend>
          {quickReplies().map((reply) => (
            <button key={reply} type="submit" name="quickReply" value={reply} className="chip" data-quick-reply>
              {reply}
            </button>
          ))}
        </fieldset>
        <label className="field">
          <span>{STRINGS.listingDetail.yourMessage}</span>
          <textarea
            name="text"
            rows={4}
            maxLength={CHAT_LIMITS.textMax}
            defaultValue={refused?.value}
            aria-invalid={Boolean(refused)}
            placeholder={t.composePlaceholder}
          />
        </label>
        <p className="hint">{t.privacyHint}</p>
        {refused ? (
          <p className="inline-error" role="alert">
            {refused.message}
          </p>
        ) : null}
        <button type="submit" className="button">
          {t.startSend}
        </button>
      </form>
    </DialogDisclosure>
  );
}
