import { STRINGS } from "../i18n";
import "./verified-mark.css";

/** The Verified Seller check mark. */
export function VerifiedMark({ withLabel = false }: { withLabel?: boolean }) {
  return (
    <span className="verified-mark" title={STRINGS.components.verifiedMark.verifiedSeller}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path
          d="M12 2 14.6 4.3 18 4l.9 3.3L22 9.2 20.6 12 22 14.8l-3.1 1.9L18 20l-3.4-.3L12 22l-2.6-2.3L6 20l-.9-3.3L2 14.8 3.4 12 2 9.2l3.1-1.9L6 4l3.4.3Z"
          fill="#1a7f5a"
        />
        <path d="m8 12.5 2.6 2.6L16.5 9" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className={withLabel ? undefined : "visually-hidden"}>{STRINGS.components.verifiedMark.verifiedSeller}</span>
    </span>
  );
}
