import { defaultUntilDay, STANDING_LIMITS, type ActionSource } from "../../domain/standing";
import { formatPostedDate } from "../../domain/time";
import { STRINGS } from "../../i18n";
import { adminForm } from "./admin-form";
import "./person-actions.css";

const t = STRINGS.domain.standing;

/** The intents of the forms below. */
export const PERSON_INTENTS = ["suspend-user", "ban-user", "restore-user", "warn-user", "dismiss"] as const;

/**
 * What the page action answers these forms with: the intent and where it was pressed, so the
 * answer is written beside that card only (the same buttons are in several).
 */
export function personIntents(source: ActionSource): string[] {
  return PERSON_INTENTS.map((intent) => `${intent}@${source}`);
}

export interface PersonActionsProps {
  person: { id: string; name: string };
  standing: "active" | "suspended" | "banned";
  /** A suspension's end (ISO). */
  until?: string;
  isAdmin: boolean;
  source: ActionSource;
  /** The person report or flagged message the buttons settle: they then offer Dismiss and Warn too. */
  reportId?: number;
  messageId?: number;
  /** What the reason field starts with, so Suspend and Ban are two taps. */
  reason?: string;
  /** On the dashboard: the forms sent in place (./admin-form.ts); the storefront posts them as pages. */
  sentInPlace?: boolean;
}

function Where({ person, source, reportId, messageId }: Pick<PersonActionsProps, "person" | "source" | "reportId" | "messageId">) {
  return (
    <>
      <input type="hidden" name="userId" value={person.id} />
      <input type="hidden" name="source" value={source} />
      {reportId !== undefined ? <input type="hidden" name="reportId" value={reportId} /> : null}
      {messageId !== undefined ? <input type="hidden" name="messageId" value={messageId} /> : null}
    </>
  );
}

function ReasonField({ reason }: { reason: string }) {
  return (
    <label className="field">
      <span>{t.reason}</span>
      <input name="reason" required defaultValue={reason} maxLength={STANDING_LIMITS.reasonMax} autoComplete="off" />
    </label>
  );
}

/**
 * Dismiss, Warn, Suspend and Ban for one person (docs/decisions/108), as plain forms: Suspend and Ban
 * open under their button (a disclosure, no script needed) with the reason and the end date filled
 * in, so acting takes two taps; a stopped account shows its badge and Restore instead. An admin's
 * account gets none of them. The server checks all of it again.
 */
export function PersonActions(props: PersonActionsProps) {
  const { person, standing, until, isAdmin, reportId, messageId } = props;
  const reason = props.reason ?? t.defaultReason;
  const settles = reportId !== undefined || messageId !== undefined;
  const inPlace = props.sentInPlace ? adminForm() : {};
  if (isAdmin) return <span className="badge">{t.adminBadge}</span>;
  return (
    <div className="person-actions" data-person={person.id}>
      {settles ? (
        <form method="post" className="person-action-inline" {...inPlace}>
          <Where {...props} />
          <button type="submit" name="intent" value="dismiss" className="button small outline" aria-label={t.dismissLabel(person.name)}>
            {t.dismiss}
          </button>
        </form>
      ) : null}
      {standing !== "active" ? (
        <form method="post" className="person-action-inline" {...inPlace}>
          <span className="badge unavailable">{standing === "banned" ? t.bannedBadge : t.suspendedBadge(formatPostedDate(until ?? ""))}</span>
          <Where {...props} />
          <button type="submit" name="intent" value="restore-user" className="button small outline" aria-label={t.restoreLabel(person.name)}>
            {t.restore}
          </button>
        </form>
      ) : (
        <>
          {settles ? (
            <details className="person-action">
              <summary className="button small outline">{t.warn}</summary>
              <form method="post" {...inPlace}>
                <Where {...props} />
                <ReasonField reason={reason} />
                <button type="submit" name="intent" value="warn-user" className="button small">
                  {t.confirmWarn(person.name)}
                </button>
              </form>
            </details>
          ) : null}
          <details className="person-action">
            <summary className="button small outline">{t.suspend}</summary>
            <form method="post" {...inPlace}>
              <Where {...props} />
              <ReasonField reason={reason} />
              <label className="field">
                <span>{t.until}</span>
                <input type="date" name="until" required defaultValue={defaultUntilDay()} />
              </label>
              <button type="submit" name="intent" value="suspend-user" className="button small danger">
                {t.confirmSuspend(person.name)}
              </button>
            </form>
          </details>
          <details className="person-action">
            <summary className="button small danger">{t.ban}</summary>
            <form method="post" {...inPlace}>
              <Where {...props} />
              <ReasonField reason={reason} />
              <p className="hint">{t.banHint}</p>
              <button type="submit" name="intent" value="ban-user" className="button small danger">
                {t.confirmBan(person.name)}
              </button>
            </form>
          </details>
        </>
      )}
    </div>
  );
}
