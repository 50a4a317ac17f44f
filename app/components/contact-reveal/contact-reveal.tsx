import { attach } from "../../behaviours/contract";
import { swapContract } from "../../behaviours/swap/swap.contract";
import { displayPhone } from "../../domain/phone-display";
import { STRINGS } from "../../i18n";
import { CONTACT_PART, contactRevealContract } from "./contact-reveal.contract";
import "./contact-reveal.css";

/**
 * "Show contact" (docs/decisions/121): the seller's number as text, for a buyer on a laptop who
 * cannot tap Call, or who wants to copy it. A plain form posted to the listing's page, so it works
 * without a script, is never a shared page (the edge cache keeps GETs only) and is counted once per
 * visitor; where scripts run the swap behaviour posts it and puts the server's answer in this
 * part's place, and ./contact-reveal.behaviour.ts gives what it says the focus.
 */
export function ContactReveal({ listingId, revealed, refusal }: { listingId: string; revealed: string | null; refusal: string | null }) {
  const t = STRINGS.components.contactReveal;
  return (
    <div className="contact-reveal" id="contact" {...attach(contactRevealContract)} {...swapContract.part("target", CONTACT_PART)}>
      {revealed ? (
        <p className="contact-number" tabIndex={-1} {...contactRevealContract.part("said")}>
          {t.contactNumber} <strong>{displayPhone(revealed)}</strong>
        </p>
      ) : (
        <form
          method="post"
          action={`/listing/${encodeURIComponent(listingId)}#contact`}
          {...attach(swapContract)}
          {...swapContract.values({ into: CONTACT_PART })}
        >
          <input type="hidden" name="intent" value="show-contact" />
          <button type="submit" className="button small outline">
            {t.showContact}
          </button>
          {refusal ? (
            <p className="inline-error" role="alert" {...contactRevealContract.part("said")}>
              {refusal}
            </p>
          ) : null}
        </form>
      )}
    </div>
  );
}
