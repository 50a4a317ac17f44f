import type { FlaggedMessage, PersonReport } from "../../../worker/services/safety/dashboard";
import { STANDING_LIMITS } from "../../domain/standing";
import { formatEatDateTime } from "../../domain/time";
import { ActionNote } from "./action-note";
import { PersonActions, personIntents } from "./person-actions";
import { STRINGS } from "../../i18n";
import "./chat-safety.css";
import "../../styles/admin.css";

const t = STRINGS.components.adminChatSafety;

/**
 * The dashboard's Flagged messages: how many chat messages the scam guard warned about
 * in the last 30 days, and the latest few with their sender, listing and signals. The links lead
 * to the listing and the sender's storefront, never into the private conversation.
 */
export function FlaggedMessages({ flagged }: { flagged: { count: number; latest: FlaggedMessage[] } }) {
  return (
    <div className="admin-card flagged-messages" data-list={t.flaggedMessages}>
      <h3>{t.flaggedMessages}</h3>
      <p className="hint">{t.flaggedMessagesHint}</p>
      <p className="flagged-count">
        <strong data-figure={t.flaggedMessages}>{t.flaggedCount(flagged.count)}</strong>
      </p>
      <ActionNote intents={personIntents("message")} />
      {flagged.latest.length === 0 ? (
        <p className="empty">{t.noFlaggedMessages}</p>
      ) : (
        <ol className="flagged-message-list">
          {flagged.latest.map((message) => (
            <li key={message.id} className="flagged-message" data-message={message.id}>
              <p className="flagged-message-who">
                {t.flaggedFrom} <a href={message.senderPath}>{message.senderName}</a> {t.flaggedAbout}{" "}
                <a href={`/listing/${message.listingId}`}>{message.listingName}</a>
              </p>
              <blockquote className="flagged-message-text">{message.excerpt}</blockquote>
              <p className="flagged-message-meta">
                <span className="signal-chips">
                  {message.signals.map((signal) => (
                    <span key={signal} className="signal-chip" data-signal={signal}>
                      {t.signalNames[signal]}
                    </span>
                  ))}
                </span>
                <time className="hint" dateTime={message.createdAt}>
                  {formatEatDateTime(message.createdAt)}
                </time>
              </p>
              <PersonActions
                person={{ id: message.senderId, name: message.senderName }}
                {...message.sender}
                source="message"
                sentInPlace
                messageId={message.id}
                reason={STRINGS.domain.standing.messageReason}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function PersonReportRow({ report }: { report: PersonReport }) {
  return (
    <li className="person-report" data-report={report.id}>
      <p className="person-report-who">
        {t.reportedPerson} <a href={report.userPath}>{report.userName}</a>{" "}
        <span className="hint">
          {t.reportedByPerson(report.reporterName)}, <time dateTime={report.createdAt}>{formatEatDateTime(report.createdAt)}</time>
        </span>
      </p>
      <blockquote className="person-report-reason">{report.reason}</blockquote>
      <PersonActions
        person={{ id: report.userId, name: report.userName }}
        {...report.person}
        source="person-report"
        sentInPlace
        reportId={report.id}
        reason={STRINGS.domain.standing.reportReason(report.reason).slice(0, STANDING_LIMITS.reasonMax)}
      />
    </li>
  );
}

/** User complaints' second part: reports about people, apart from the listing-report ranking above it. */
export function PersonReports({ reports }: { reports: PersonReport[] }) {
  return (
    <div className="person-reports">
      <h4>{t.personReports}</h4>
      <p className="hint">{t.personReportsHint}</p>
      <ActionNote intents={["person-report-reviewed", ...personIntents("person-report")]} />
      {reports.length === 0 ? (
        <p className="empty">{t.noPersonReports}</p>
      ) : (
        <ol className="person-report-list">
          {reports.map((report) => (
            <PersonReportRow key={report.id} report={report} />
          ))}
        </ol>
      )}
    </div>
  );
}
