import { STRINGS } from "../i18n";
import "./duplicate-notice.css";
import "../styles/forms.css";

/**
 * Above the create form when the seller already has this listing (the duplicate check's 409): the sentence
 * naming it, a link to it and one to its edit form. Plain links: works without scripts.
 */
export function DuplicateNotice({ message, listingId }: { message: string; listingId: number }) {
  const t = STRINGS.components.duplicateNotice;
  return (
    <div className="form-summary duplicate-notice" role="alert">
      <p className="inline-error">{message}</p>
      <p className="duplicate-links">
        <a className="button small outline" href={`/listing/${listingId}`}>
          {t.seeListing}
        </a>
        <a className="button small" href={`/update-listing/${listingId}`}>
          {t.editListing}
        </a>
      </p>
    </div>
  );
}
