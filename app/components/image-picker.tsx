import { useId } from "react";
import { LIMITS } from "../domain/limits";
import { UPLOAD_MESSAGES } from "../domain/listing-input";
import { STRINGS } from "../i18n";
import { ListingImage } from "./listing-image";

/**
 * The listing form's photos, as the server writes them (docs/decisions/103): the photos already
 * attached are ticked boxes (untick to remove), cover first, and new ones are chosen with a plain
 * file input that goes with the form; the server shrinks them. The form's script
 * (app/enhance/listing-form.ts) turns this into the picker: Add photos compresses each photo in the
 * browser and uploads it with its progress, and each photo gets Make cover, earlier, later and
 * remove buttons; the addresses travel with the form as `imageUrls`, cover first. Its words are
 * the `data-` attributes here.
 */
export function ImagePicker({ urls, mode, error }: { urls: string[]; mode: "create" | "update"; error?: string | undefined }) {
  const t = STRINGS.listingForm;
  const id = useId();
  const cap = mode === "update" ? LIMITS.imageBytesUpdate : LIMITS.imageBytesCreate;
  const n = "{n}" as unknown as number;
  return (
    <fieldset
      className="image-picker"
      aria-describedby={`${id}-help`}
      data-image-picker
      data-upload-to={mode === "update" ? "/api/uploads?for=update" : "/api/uploads"}
      data-max={LIMITS.imagesPerListing}
      data-max-bytes={cap}
      data-help={t.photosHelp(LIMITS.imagesPerListing)}
      data-add-photos={t.addPhotos}
      data-preparing={t.preparing}
      data-uploading={t.uploading("{percent}" as unknown as number)}
      data-uploaded={t.imagesUploaded}
      data-photo-progress={t.photoProgress(n, "{total}" as unknown as number, "{percent}" as unknown as number)}
      data-waiting={t.waitingForPhotos}
      data-not-sent={t.photoNotSent}
      data-try-again={t.tryAgain}
      data-try-again-label={t.tryPhotoAgain(n)}
      data-cover={t.cover}
      data-cover-alt={t.coverAlt}
      data-photo-alt={t.photoAlt(n)}
      data-make-cover={t.makeCover}
      data-make-cover-label={t.makeCoverLabel(n)}
      data-move-earlier={t.moveEarlier(n)}
      data-move-later={t.moveLater(n)}
      data-remove={t.remove(n)}
      data-no-files={UPLOAD_MESSAGES.noFiles}
      data-no-image={t.noImage}
      data-too-many-files={UPLOAD_MESSAGES.tooMany}
      data-too-many={t.tooMany}
      data-too-large-file={UPLOAD_MESSAGES.tooLarge(cap)}
      data-too-large={t.fileTooLarge}
      data-upload-failed={t.uploadFailed("{message}")}
      data-invalid-answer={t.invalidUploadResponse}
      data-sign-in={t.signInToUpload}
      data-no-urls={t.noUrls}
      data-network={t.network}
      data-cannot-prepare={STRINGS.domain.imagePrep.cannotPrepare}
      data-unreadable={STRINGS.domain.imagePrep.unreadable("{name}")}
    >
      <legend>{t.photos}</legend>
      <p id={`${id}-help`} className="hint">
        {t.photosNoScript(LIMITS.imagesPerListing)}
      </p>
      <ol className="picked-images">
        {urls.map((url, index) => (
          <li key={url}>
            <ListingImage src={url} alt={index === 0 ? t.coverAlt : t.photoAlt(index + 1)} slot="preview" always />
            {index === 0 ? <span className="badge cover">{t.cover}</span> : null}
            <label className="check">
              <input type="checkbox" name="imageUrls" value={url} defaultChecked />
              <span>{t.keepPhoto(index + 1)}</span>
            </label>
          </li>
        ))}
      </ol>
      {urls.length < LIMITS.imagesPerListing ? (
        <div className="field" data-field="photos" data-without-script>
          <label htmlFor={`${id}-photos`}>{t.choosePhotos}</label>
          <input id={`${id}-photos`} type="file" name="photos" accept="image/jpeg,image/png,image/webp" multiple aria-invalid={Boolean(error)} />
        </div>
      ) : null}
      <p className="upload-status" role="status" />
      {error ? (
        <p className="inline-error" role="alert" data-picker-error>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
