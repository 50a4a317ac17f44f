import type { ScamSignal } from "../domain/chat-types";
import { SCAM_SIGNALS } from "../domain/chat-types";
import { SCAM_WARNING } from "../domain/scam-guard";
import { STRINGS } from "../i18n";
import "./scam-warning.css";

/** Where the warning's link leads: the guide's tip about paying before viewing, opened on arrival. */
export const SAFETY_GUIDE_PAYMENTS = `${SCAM_WARNING.guideLink}#avoid-risky-payments-answer`;

/**
 * The scam guard's warning under a flagged message, shown to its recipient only: what
 * the message looks like, one calm sentence a signal, and a link to the safety guide. Nothing for
 * an ordinary message.
 */
export function ScamWarning({ flags }: { flags: ScamSignal[] }) {
  const signals = SCAM_SIGNALS.filter((signal) => flags.includes(signal));
  if (signals.length === 0) return null;
  return (
    <aside className="scam-warning" role="note" aria-label={SCAM_WARNING.title}>
      <p className="scam-warning-title">
        <span aria-hidden="true" className="scam-warning-icon">
          !
        </span>
        {SCAM_WARNING.title}
      </p>
      <ul className="scam-warning-reasons">
        {signals.map((signal) => (
          <li key={signal}>{SCAM_WARNING.bySignal[signal]}</li>
        ))}
      </ul>
      <a className="scam-warning-link" href={SAFETY_GUIDE_PAYMENTS}>
        {STRINGS.common.readGuide}
      </a>
    </aside>
  );
}
