import { useId } from "react";
import { attach } from "../../behaviours/contract";
import { LIMITS } from "../../domain/limits";
import { UPLOAD_MESSAGES } from "../../domain/listing-input";
import { STRINGS } from "../../i18n";
import { ListingImage } from "../listing-image";
import { type PickerWords, photoPickerContract as picker } from "./photo-picker.contract";
import "./photo-picker.css";
import "../../styles/forms.css";

/**
 * The listing form's photos, as the server writes them (docs/decisions/103): the photos already
 * attached are ticked boxes (untick to remove), cover first, and new ones are chosen with a plain
 * file input that goes with the form; the server shrinks them. The photo-picker behaviour
 * (./photo-picker.behaviour.ts) turns this into the picker: Add photos compresses each photo in the
 * browser and uploads it with its progress, and each photo gets Make cover, earlier, later and
 * remove buttons; the addresses travel with the form as `imageUrls`, cover first. Its words are
 * its `words` here (./photo-picker.contract.ts).
 */
export function PhotoPicker({ urls, mode, error }: { urls: string[]; mode: "create" | "update"; error?: string | undefined }) {
  const t = STRINGS.components.photoPicker;
  const id = useId();
  const cap = mode === "update" ? LIMITS.imageBytesUpdate : LIMITS.imageBytesCreate;
  const n = "{n}" as unknown as number;
  const words: PickerWords = {
    help: t.photosHelp(LIMITS.imagesPerListing),
    addPhotos: t.addPhotos,
    preparing: t.preparing,
    uploading: t.uploading("{percent}" as unknown as number),
    uploaded: t.imagesUploaded,
    photoProgress: t.photoProgress(n, "{total}" as unknown as number, "{percent}" as unknown as number),
    waiting: t.waitingForPhotos,
    notSent: t.photoNotSent,
    tryAgain: t.tryAgain,
    tryAgainLabel: t.tryPhotoAgain(n),
    cover: t.cover,
    coverAlt: t.coverAlt,
    photoAlt: t.photoAlt(n),
    makeCover: t.makeCover,
    makeCoverLabel: t.makeCoverLabel(n),
    moveEarlier: t.moveEarlier(n),
    moveLater: t.moveLater(n),
    remove: t.remove(n),
    noFiles: UPLOAD_MESSAGES.noFiles,
    noImage: t.noImage,
    tooManyFiles: UPLOAD_MESSAGES.tooMany,
    tooMany: t.tooMany,
    tooLargeFile: UPLOAD_MESSAGES.tooLarge(cap),
    tooLarge: t.fileTooLarge,
    uploadFailed: t.uploadFailed("{message}"),
    invalidAnswer: t.invalidUploadResponse,
    signIn: t.signInToUpload,
    noUrls: t.noUrls,
    network: t.network,
    cannotPrepare: STRINGS.domain.imagePrep.cannotPrepare,
    unreadable: STRINGS.domain.imagePrep.unreadable("{name}"),
  };
  return (
    <fieldset
      className="image-picker"
      aria-describedby={`${id}-help`}
      {...attach(picker)}
      {...picker.part("picker")}
      {...picker.values({
        uploadTo: mode === "update" ? "/api/uploads?for=update" : "/api/uploads",
        max: LIMITS.imagesPerListing,
        maxBytes: cap,
        words: JSON.stringify(words),
      })}
    >
      <legend>{t.photos}</legend>
      <p id={`${id}-help`} className="hint" {...picker.part("help")}>
        {t.photosNoScript(LIMITS.imagesPerListing)}
      </p>
      <ol className="picked-images" {...picker.part("list")}>
        {urls.map((url, index) => (
          <li key={url}>
            <ListingImage src={url} alt={index === 0 ? t.coverAlt : t.photoAlt(index + 1)} slot="preview" always />
            {index === 0 ? (
              <span className="badge cover" {...picker.part("controls")}>
                {t.cover}
              </span>
            ) : null}
            <label className="check">
              <input type="checkbox" name="imageUrls" value={url} defaultChecked {...picker.part("kept")} />
              <span>{t.keepPhoto(index + 1)}</span>
            </label>
          </li>
        ))}
      </ol>
      {urls.length < LIMITS.imagesPerListing ? (
        <div className="field" data-field="photos" {...picker.part("files")}>
          <label htmlFor={`${id}-photos`}>{t.choosePhotos}</label>
          <input id={`${id}-photos`} type="file" name="photos" accept="image/jpeg,image/png,image/webp" multiple aria-invalid={Boolean(error)} />
        </div>
      ) : null}
      <p className="upload-status" role="status" {...picker.part("status")} />
      {error ? (
        <p className="inline-error" role="alert" {...picker.part("error")}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
