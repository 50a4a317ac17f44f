import { useState, useSyncExternalStore } from "react";
import { Link, useFetcher } from "react-router";
import { useResultToast } from "../lib/use-result-toast";
import { AVAILABILITY_MESSAGES, MESSAGE_MESSAGES, REPORT_MESSAGES } from "../domain/listing-action-texts";
import { STRINGS } from "../strings";
import { ModalDialog } from "./modal-dialog";

export interface ActionResult {
  intent: string;
  ok: boolean;
  message: string;
  /** What was typed, sent back with a refusal so a page without scripts can show it again. */
  value?: string;
}

const noSubscription = () => () => {};

/**
 * False in the server's HTML and during hydration, true once React runs in the browser: the
 * buttons that need a script replace their no-script versions only then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Mark Unavailable and Edit, for the listing's owner only (spec section 4, Availability). */
export function OwnerActions({ listingId, isAvailable }: { listingId: string; isAvailable: boolean }) {
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher);
  const unavailable = !isAvailable || (fetcher.data?.intent === "unavailable" && fetcher.data.ok);
  return (
    <div className="owner-actions">
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="unavailable" />
        <button type="submit" className="button small outline" disabled={unavailable || fetcher.state !== "idle"}>
          {AVAILABILITY_MESSAGES.button}
        </button>
      </fetcher.Form>
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

/** Message seller (docs/decisions/007): signed-in non-owners write; visitors are asked to sign in. */
export function MessageSeller({ signedIn, signInHref, result }: { signedIn: boolean; signInHref: string; result?: ActionResult }) {
  const t = STRINGS.listingDetail;
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  if (!signedIn) {
    return (
      <Link className="button small outline" to={signInHref}>
        {MESSAGE_MESSAGES.label}
      </Link>
    );
  }
  const form = {
    title: MESSAGE_MESSAGES.label,
    intent: "message",
    field: "body",
    label: t.yourMessage,
    maxLength: 2000,
    requiredMessage: MESSAGE_MESSAGES.bodyRequired,
    submitLabel: t.send,
    submitClass: "button",
    hint: t.messagePrivacy,
    defaultValue: t.messageStarter,
  };
  if (!hydrated) return <DisclosureForm {...form} summary={MESSAGE_MESSAGES.label} summaryClass="button small outline" result={result} />;
  return (
    <>
      <button type="button" className="button small outline" onClick={() => setOpen(true)}>
        {MESSAGE_MESSAGES.label}
      </button>
      <TextDialogForm open={open} onClose={() => setOpen(false)} {...form} />
    </>
  );
}
