import { STRINGS } from "../i18n";
import { profileForm } from "./profile-forms";
import "./verification-request.css";

/**
 * The seller's way to the Verified Seller mark: one plain form posted to the profile, then a note
 * while an admin decides (the page the request answers with says it).
 */
export function VerificationRequest({ pending }: { pending: boolean }) {
  const t = STRINGS.components.verificationRequest;
  if (pending) {
    return (
      <p className="verification-note" role="status">
        {t.verificationPending}
      </p>
    );
  }
  return (
    <form method="post" className="verification-request" {...profileForm()}>
      <input type="hidden" name="intent" value="request-verification" />
      <p className="hint">{t.verificationWhy}</p>
      <button type="submit" className="button small outline">
        {t.requestVerification}
      </button>
    </form>
  );
}
