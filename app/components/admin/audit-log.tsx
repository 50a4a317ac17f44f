import type { AuditEntry } from "../../../worker/services/safety/audit-log";
import { sellerPath } from "../../domain/seller-path";
import { formatEatDateTime, formatPostedDate } from "../../domain/time";
import { STRINGS } from "../../i18n";
import "./audit-log.css";

const t = STRINGS.domain.standing;

/** The dashboard's Audit log (docs/decisions/108): the newest actions on people, who, what, when and why. */
export function AuditLog({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <p className="empty">{t.noAudit}</p>;
  return (
    <ol className="audit-log">
      {entries.map((entry) => (
        <li key={entry.id} className="audit-entry" data-audit={entry.action}>
          <p>
            <strong>{entry.admin.name}</strong> {t.auditActions[entry.action]}{" "}
            {entry.user.id ? <a href={sellerPath(entry.user.id)}>{entry.user.name}</a> : <span>{entry.user.name || t.deletedAccount}</span>}
            {entry.until ? ` ${t.auditUntil(formatPostedDate(entry.until))}` : ""} <span className="hint">{t.auditFrom[entry.source]}</span>
          </p>
          {entry.reason ? <blockquote className="audit-reason">{entry.reason}</blockquote> : null}
          <time className="hint" dateTime={entry.createdAt}>
            {formatEatDateTime(entry.createdAt)}
          </time>
        </li>
      ))}
    </ol>
  );
}
