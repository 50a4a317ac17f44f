import { useId, useRef, useState } from "react";
import { toast } from "../lib/toast";
import { LIMITS } from "../domain/limits";
import { UPLOAD_MESSAGES } from "../domain/listing-input";
import { compressImage, type CompressedImage, uploadForm } from "../lib/compress-image";
import { STRINGS } from "../i18n";
import { ListingImage } from "./listing-image";

type Status = { kind: "idle" } | { kind: "preparing" } | { kind: "uploading"; percent: number } | { kind: "error"; message: string };

interface ImagePickerProps {
  /** The listing's images so far (the update form starts with them). */
  initial: string[];
  /** Create allows 5 MB a file, update 2 MB (spec section 5), checked after compression. */
  mode: "create" | "update";
  /** False until the page's script runs: the photos then go with the form itself. */
  scripted: boolean;
  error?: string | undefined;
  onChange?: (urls: string[]) => void;
}

function uploadImages(images: CompressedImage[], mode: "create" | "update", onProgress: (percent: number) => void): Promise<string[]> {
  const form = uploadForm(images);
  // XMLHttpRequest, because fetch cannot report upload progress.
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", mode === "update" ? "/api/uploads?for=update" : "/api/uploads");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: { success?: boolean; message?: string; data?: { urls?: unknown } } = {};
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        return reject(new Error(STRINGS.listingForm.invalidUploadResponse));
      }
      if (request.status === 401) return reject(new Error(STRINGS.listingForm.signInToUpload));
      if (request.status >= 400 || !body.success) return reject(new Error(body.message ?? `HTTP ${request.status}`));
      const urls = body.data?.urls;
      if (!Array.isArray(urls) || urls.length === 0) return reject(new Error(STRINGS.listingForm.noUrls));
      resolve(urls.filter((url): url is string => typeof url === "string"));
    };
    request.onerror = () => reject(new Error(STRINGS.listingForm.network));
    request.send(form);
  });
}

/**
 * Without JavaScript: the photos already attached are ticked boxes (untick to remove), and new
 * ones are chosen with a plain file input that goes with the form; the server shrinks them.
 */
function PlainPhotoInput({ urls, message }: { urls: string[]; message: string | undefined }) {
  const t = STRINGS.listingForm;
  const id = useId();
  return (
    <fieldset className="image-picker" aria-describedby={`${id}-help`}>
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
        <div className="field" data-field="photos">
          <label htmlFor={`${id}-photos`}>{t.choosePhotos}</label>
          <input id={`${id}-photos`} type="file" name="photos" accept="image/jpeg,image/png,image/webp" multiple aria-invalid={Boolean(message)} />
        </div>
      ) : null}
      {message ? (
        <p className="inline-error" role="alert">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * Up to six photos: pick, compress in the browser, upload with progress, remove, choose the cover
 * and the order. The chosen addresses travel with the form as `imageUrls`, cover first.
 */
export function ImagePicker({ initial, mode, scripted, error, onChange }: ImagePickerProps) {
  const t = STRINGS.listingForm;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [urls, setUrlsState] = useState<string[]>(initial);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const cap = mode === "update" ? LIMITS.imageBytesUpdate : LIMITS.imageBytesCreate;
  const busy = status.kind === "preparing" || status.kind === "uploading";

  const setUrls = (next: string[]) => {
    setUrlsState(next);
    onChange?.(next);
  };

  const fail = (message: string, toastText: string = t.uploadFailed(message)) => {
    setStatus({ kind: "error", message });
    toast.error(toastText);
  };

  const pick = async (files: File[]) => {
    if (files.length === 0) return fail(UPLOAD_MESSAGES.noFiles, t.noImage);
    if (urls.length + files.length > LIMITS.imagesPerListing) return fail(UPLOAD_MESSAGES.tooMany, t.tooMany);
    setStatus({ kind: "preparing" });
    let compressed: CompressedImage[];
    try {
      compressed = await Promise.all(files.map((file) => compressImage(file, STRINGS.domain.imagePrep)));
    } catch (problem) {
      return fail(problem instanceof Error ? problem.message : t.network);
    }
    if (compressed.some((image) => image.image.size > cap)) return fail(UPLOAD_MESSAGES.tooLarge(cap), t.fileTooLarge);
    setStatus({ kind: "uploading", percent: 0 });
    try {
      const uploaded = await uploadImages(compressed, mode, (percent) => setStatus({ kind: "uploading", percent }));
      setUrls([...urls, ...uploaded]);
      setStatus({ kind: "idle" });
      toast.success(t.imagesUploaded);
    } catch (problem) {
      fail(problem instanceof Error ? problem.message : t.network);
    }
  };

  const move = (from: number, to: number) => {
    const next = [...urls];
    const [item] = next.splice(from, 1);
    if (item === undefined) return;
    next.splice(to, 0, item);
    setUrls(next);
  };

  const message = status.kind === "error" ? status.message : error;
  if (!scripted) return <PlainPhotoInput urls={urls} message={message} />;
  return (
    <fieldset className="image-picker" aria-describedby={`${id}-help`} aria-busy={busy}>
      <legend>{t.photos}</legend>
      <p id={`${id}-help`} className="hint">
        {t.photosHelp(LIMITS.imagesPerListing)}
      </p>
      {urls.map((url) => (
        <input key={url} type="hidden" name="imageUrls" value={url} />
      ))}
      <ol className="picked-images">
        {urls.map((url, index) => (
          <li key={url}>
            <ListingImage src={url} alt={index === 0 ? t.coverAlt : t.photoAlt(index + 1)} slot="preview" always />
            {index === 0 ? (
              <span className="badge cover">{t.cover}</span>
            ) : (
              <button type="button" className="make-cover" onClick={() => move(index, 0)} aria-label={t.makeCoverLabel(index + 1)}>
                {t.makeCover}
              </button>
            )}
            <div className="picked-actions">
              {index > 0 ? (
                <button type="button" className="icon-button" onClick={() => move(index, index - 1)} aria-label={t.moveEarlier(index + 1)}>
                  ←
                </button>
              ) : null}
              {index < urls.length - 1 ? (
                <button type="button" className="icon-button" onClick={() => move(index, index + 1)} aria-label={t.moveLater(index + 1)}>
                  →
                </button>
              ) : null}
              <button type="button" className="icon-button danger" onClick={() => setUrls(urls.filter((_, i) => i !== index))} aria-label={t.remove(index + 1)}>
                ×
              </button>
            </div>
          </li>
        ))}
      </ol>
      {urls.length < LIMITS.imagesPerListing ? (
        <button type="button" className="button outline add-photos" disabled={busy} onClick={() => input.current?.click()}>
          {t.addPhotos}
        </button>
      ) : null}
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif,image/*"
        multiple
        hidden
        aria-label={t.addPhotos}
        data-testid="image-input"
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = "";
          void pick(files);
        }}
      />
      <p className="upload-status" role="status">
        {status.kind === "preparing" ? t.preparing : null}
        {status.kind === "uploading" ? t.uploading(status.percent) : null}
      </p>
      {message ? (
        <p className="inline-error" role="alert">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
