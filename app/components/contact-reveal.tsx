import { displayPhone } from "../domain/phone-display";
import { STRINGS } from "../i18n";

/**
 * "Show contact" (docs/decisions/121): the seller's number as text, for a buyer on a laptop who
 * cannot tap Call, or who wants to copy it. A plain form posted to the listing's page, so it works
 * without a script, is never a shared page (the edge cache keeps GETs only) and is counted once per
 * visitor; app/enhance/listing.ts posts it in place and puts the server's answer here.
 */
export function ContactReveal({ listingId, revealed, refusal }: { listingId: string; revealed: string | null; refusal: string | null }) {
  const t = STRINGS.listingDetail;
  return (
    <div className="contact-reveal" id="contact" data-contact-reveal>
      {revealed ? (
        <p className="contact-number" tabIndex={-1}>
          {t.contactNumber} <strong>{displayPhone(revealed)}</strong>
        </p>
      ) : (
        <form method="post" action={`/listing/${encodeURIComponent(listingId)}#contact`} data-reveal-form>
          <input type="hidden" name="intent" value="show-contact" />
          <button type="submit" className="button small outline">
            {t.showContact}
          </button>
          {refusal ? (
            <p className="inline-error" role="alert">
              {refusal}
            </p>
          ) : null}
        </form>
      )}
    </div>
  );
}
