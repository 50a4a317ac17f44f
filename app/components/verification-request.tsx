import { useFetcher } from "react-router";
import { useResultToast } from "../lib/use-result-toast";
import { STRINGS } from "../i18n";

/** The seller's way to the Verified Seller mark: one request, then a note while an admin decides. */
export function VerificationRequest({ pending }: { pending: boolean }) {
  const t = STRINGS.profile;
  const request = useFetcher<{ ok: boolean; message: string }>();
  useResultToast(request);
  const waiting = pending || request.data?.ok === true;
  if (waiting) {
    return (
      <p className="verification-note" role="status">
        {t.verificationPending}
      </p>
    );
  }
  return (
    <request.Form method="post" className="verification-request">
      <input type="hidden" name="intent" value="request-verification" />
      <p className="hint">{t.verificationWhy}</p>
      <button type="submit" className="button small outline" disabled={request.state !== "idle"}>
        {t.requestVerification}
      </button>
    </request.Form>
  );
}
