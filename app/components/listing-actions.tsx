import { useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { useResultToast } from "../lib/use-result-toast";
import { AVAILABILITY_MESSAGES, MESSAGE_MESSAGES, REPORT_MESSAGES } from "../domain/listing-action-texts";
import { CHAT_LIMITS, CONVERSATION_MESSAGES, quickReplies } from "../domain/conversation-texts";
import { STRINGS } from "../i18n";
import type { ListingStatus } from "../domain/listing-life";
import { ModalDialog } from "./modal-dialog";
import { useHydrated } from "../lib/use-hydrated";

export interface ActionResult {
  intent: string;
  ok: boolean;
  message: string;
  /** What was typed, sent back with a refusal so a page without scripts can show it again. */
  value?: string;
}

/**
 * The owner's buttons (spec section 4, Availability; issue 18): Mark Unavailable, Mark sold or Mark
 * available, Renew (when it expired), Boost (when it is on show) and Edit. Each is a form, so it
 * works without a script; the server checks the owner.
 */
export function OwnerActions({ listingId, isAvailable, status }: { listingId: string; isAvailable: boolean; status: ListingStatus }) {
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher);
  const t = STRINGS.sellerTools;
  const unavailable = !isAvailable || (fetcher.data?.intent === "unavailable" && fetcher.data.ok);
  const busy = fetcher.state !== "idle";
  const button = (intent: string, label: string) => (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className="button small outline" disabled={busy}>
        {label}
      </button>
    </fetcher.Form>
  );
  return (
    <div className="owner-actions">
      {status === "active" || status === "unavailable" ? (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="unavailable" />
          <button type="submit" className="button small outline" disabled={unavailable || busy}>
            {AVAILABILITY_MESSAGES.button}
          </button>
        </fetcher.Form>
      ) : null}
      {status === "sold" ? button("available", t.markAvailable) : status !== "hidden" ? button("sold", t.markSold) : null}
      {status === "expired" ? button("renew", t.renew) : null}
      {status === "active" ? (
        <Link className="button small accent" to={`/boost/${listingId}`}>
          {t.boost}
        </Link>
      ) : null}
      <Link className="button small outline" to={`/update-listing/${listingId}`}>
        {STRINGS.listingDetail.edit}
      </Link>
    </div>
  );
}

interface TextDialogProps {
  title: string;
  intent: string;
  field: string;
  label: string;
  maxLength: number;
  requiredMessage: string;
  submitLabel: string;
  submitClass: string;
  hint?: string;
  defaultValue?: string;
}

/** A modal with one required text box, posted to the listing's action as `intent`. */
function TextDialogForm({ open, onClose, ...props }: TextDialogProps & { open: boolean; onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher, onClose);
  const shown = error ?? (fetcher.data && !fetcher.data.ok ? fetcher.data.message : null);
  return (
    <ModalDialog open={open} onClose={onClose} title={props.title}>
      <fetcher.Form
        method="post"
        className="modal-form"
        noValidate
        onSubmit={(event) => {
          const value = String(new FormData(event.currentTarget).get(props.field) ?? "").trim();
          if (value) return setError(null);
          event.preventDefault();
          setError(props.requiredMessage);
        }}
      >
        <input type="hidden" name="intent" value={props.intent} />
        {props.hint ? <p className="hint">{props.hint}</p> : null}
        <label className="field">
          <span>{props.label}</span>
          <textarea name={props.field} rows={5} maxLength={props.maxLength} defaultValue={props.defaultValue} aria-invalid={Boolean(shown)} />
        </label>
        {shown ? (
          <p className="inline-error" role="alert">
            {shown}
          </p>
        ) : null}
        <button type="submit" className={props.submitClass} disabled={fetcher.state !== "idle"}>
          {props.submitLabel}
        </button>
      </fetcher.Form>
    </ModalDialog>
  );
}

/**
 * The same text box for a page without scripts: a disclosure with an ordinary form, posted with
 * a full page load. A refusal comes back with the page, which opens the box again on what was
 * typed and says what is wrong.
 */
function DisclosureForm({ summary, summaryClass, result, ...props }: TextDialogProps & { summary: string; summaryClass: string; result?: ActionResult }) {
  const refused = result && !result.ok && result.intent === props.intent ? result : null;
  return (
    <details className="action-disclosure" open={refused ? true : undefined}>
      <summary className={summaryClass}>{summary}</summary>
      <form method="post" className="modal-form">
        <input type="hidden" name="intent" value={props.intent} />
        {props.hint ? <p className="hint">{props.hint}</p> : null}
        <label className="field">
          <span>{props.label}</span>
          <textarea
            name={props.field}
            rows={5}
            maxLength={props.maxLength}
            defaultValue={refused?.value ?? props.defaultValue}
            aria-invalid={Boolean(refused)}
          />
        </label>
        {refused ? (
          <p className="inline-error" role="alert">
            {refused.message}
          </p>
        ) : null}
        <button type="submit" className={props.submitClass}>
          {props.submitLabel}
        </button>
      </form>
    </details>
  );
}

/** Report Abuse: anyone may report; a reason is required. */
export function ReportAbuse({ result }: { result?: ActionResult }) {
  const t = STRINGS.listingDetail;
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const form = {
    title: t.reportTitle,
    intent: "report",
    field: "reason",
    label: t.reportReason,
    maxLength: 1000,
    requiredMessage: REPORT_MESSAGES.reasonRequired,
    submitLabel: t.sendReport,
    submitClass: "button danger",
  };
  if (!hydrated) return <DisclosureForm {...form} summary={t.report} summaryClass="text-button report-button" result={result} />;
  return (
    <>
      <button type="button" className="text-button report-button" onClick={() => setOpen(true)}>
        {t.report}
      </button>
      <TextDialogForm open={open} onClose={() => setOpen(false)} {...form} />
    </>
  );
}

/**
 * Message seller (docs/decisions/007, issue 15): the first message starts a conversation and the
 * buyer goes on to it. The four quick replies fill the text with a script (and send themselves
 * without one); a buyer who already wrote about this listing is shown their conversation instead.
 */
export function MessageSeller({
  signedIn,
  signInHref,
  conversationId = null,
  result,
}: {
  signedIn: boolean;
  signInHref: string;
  conversationId?: number | null;
  result?: ActionResult;
}) {
  const t = STRINGS.chat;
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const refused = result && !result.ok && result.intent === "message" ? result : undefined;
  // A refusal (a script's post comes back to this page) opens the box again on what was typed.
  useEffect(() => {
    if (refused) setOpen(true);
  }, [refused]);
  if (!signedIn) {
    return (
      <Link className="button small outline" to={signInHref}>
        {MESSAGE_MESSAGES.label}
      </Link>
    );
  }
  if (conversationId !== null) {
    return (
      <Link className="button small outline" to={`/messages/${conversationId}`}>
        {t.viewConversation}
      </Link>
    );
  }
  if (!hydrated) {
    return (
      <details className="action-disclosure message-seller" open={refused ? true : undefined}>
        <summary className="button small outline">{t.messageSeller}</summary>
        <MessageSellerForm refused={refused} scripted={false} />
      </details>
    );
  }
  return (
    <>
      <button type="button" className="button small outline" onClick={() => setOpen(true)}>
        {t.messageSeller}
      </button>
      <ModalDialog open={open} onClose={() => setOpen(false)} title={t.messageSeller}>
        <MessageSellerForm refused={refused} scripted />
      </ModalDialog>
    </>
  );
}

function MessageSellerForm({ refused, scripted }: { refused?: ActionResult; scripted: boolean }) {
  const t = STRINGS.chat;
  const text = useRef<HTMLTextAreaElement>(null);
  const [error, setError] = useState<string | null>(null);
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "message";
  const shown = error ?? refused?.message ?? null;
  return (
    <Form
      method="post"
      className="modal-form message-seller-form"
      noValidate
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        const value = String(new FormData(event.currentTarget).get("text") ?? "").trim();
        if (value || submitter?.name === "quickReply") return setError(null);
        event.preventDefault();
        setError(CONVERSATION_MESSAGES.textRequired);
      }}
    >
      <input type="hidden" name="intent" value="message" />
      <p className="hint">{t.quickReplyHint}</p>
      <fieldset className="quick-replies">
        <legend className="visually-hidden">{t.quickReplies}</legend>
        {quickReplies().map((reply) =>
          scripted ? (
            <button
              key={reply}
              type="button"
              className="chip"
              onClick={() => {
                if (!text.current) return;
                text.current.value = reply;
                text.current.focus();
                setError(null);
              }}
            >
              {reply}
            </button>
          ) : (
            <button key={reply} type="submit" name="quickReply" value={reply} className="chip">
              {reply}
            </button>
          ),
        )}
      </fieldset>
      <label className="field">
        <span>{STRINGS.listingDetail.yourMessage}</span>
        <textarea
          ref={text}
          name="text"
          rows={4}
          maxLength={CHAT_LIMITS.textMax}
          defaultValue={refused?.value}
          aria-invalid={Boolean(shown)}
          placeholder={t.composePlaceholder}
        />
      </label>
      <p className="hint">{t.privacyHint}</p>
      {shown ? (
        <p className="inline-error" role="alert">
          {shown}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={sending}>
        {sending ? t.sending : t.startSend}
      </button>
    </Form>
  );
}
