import { attach } from "../behaviours/contract";
import { dialogContract } from "../behaviours/dialog/dialog.contract";
import { swapContract } from "../behaviours/swap/swap.contract";
import { AVAILABILITY_MESSAGES } from "../domain/listing-action-texts";
import { STRINGS } from "../i18n";
import type { ListingStatus } from "../domain/listing-life";
import { DialogDisclosure } from "./dialog-disclosure";
import { ServerToast } from "./server-toast";
import "./listing-actions.css";

export interface ActionResult {
  intent: string;
  ok: boolean;
  message: string;
  /** What was typed, sent back with a refusal so a page without scripts can show it again. */
  value?: string;
  /** Sent by a behaviour, whose page says the answer in a toast (a page load shows it in place). */
  inPlace?: boolean;
}

/*
 * Every action here is an ordinary form, posted with a page load, and the page's behaviours
 * (docs/decisions/128) make it nicer: the swap behaviour posts it and puts only the part of the
 * server's answer it names `into` in place (the owner's summary, the report's form), and the report
 * opens as a modal dialog (app/behaviours/dialog). The answer's toast says how it went.
 */

/** The swap keys of the listing page's parts that its forms' answers go into. */
export const LISTING_PARTS = { summary: "summary", report: "report" } as const;

/** The answer to a form a behaviour sent is a toast; a toast of the same id replaces it (a form sent twice). */
export function ActionToast({ result }: { result: ActionResult }) {
  return <ServerToast message={result.message} kind={result.ok ? "success" : "error"} id="listing-answer" />;
}

/**
 * The owner's buttons (spec section 4, Availability): Mark Unavailable, Mark sold or Mark
 * available, Renew (when it expired), Boost (when it is on show) and Edit. Each is a form; the
 * server checks the owner.
 */
export function OwnerActions({ listingId, isAvailable, status }: { listingId: string; isAvailable: boolean; status: ListingStatus }) {
  const t = STRINGS.common;
  const button = (intent: string, label: string, disabled = false) => (
    <form method="post" {...attach(swapContract)} {...swapContract.values({ into: LISTING_PARTS.summary })}>
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
        {STRINGS.common.edit}
      </a>
    </div>
  );
}

/** Report Abuse: anyone may report; a reason is required. A refusal opens the box again on what was typed. */
export function ReportAbuse({ result }: { result?: ActionResult }) {
  const t = STRINGS.components.listingActions;
  const refused = result && !result.ok && result.intent === "report" ? result : null;
  const sent = result?.ok && result.inPlace && result.intent === "report" ? result : null;
  return (
    <DialogDisclosure className="action-disclosure" title={t.reportTitle} summary={t.report} summaryClass="text-button report-button" open={Boolean(refused)}>
      <form
        method="post"
        className="modal-form"
        {...attach(swapContract)}
        {...swapContract.part("target", LISTING_PARTS.report)}
        {...swapContract.values({ into: LISTING_PARTS.report })}
      >
        <input type="hidden" name="intent" value="report" />
        {/* Sent by the swap behaviour: the dialog closes, and the toast says so. */}
        {sent ? (
          <>
            <ActionToast result={sent} />
            <span hidden {...dialogContract.part("done")} />
          </>
        ) : null}
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
