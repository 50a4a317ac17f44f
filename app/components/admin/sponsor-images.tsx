import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "../../lib/toast";
import type { HomepageImage } from "../../../worker/services/homepage-images";
import { checkSponsorUpload } from "../../domain/admin";
import { sizedImageUrl } from "../../domain/images";
import { STRINGS } from "../../i18n";
import { useResultToast } from "../../lib/use-result-toast";

const t = STRINGS.admin;

interface Picked {
  file: File;
  preview: string;
  url: string;
  companyName: string;
}

/** Removals share one fetcher with the list, whose toast outlives the removed banner. */
const REMOVAL = "sponsor-removal";

/** One banner on the home page now, with its Remove button. */
function CurrentImage({ image }: { image: HomepageImage }) {
  const fetcher = useFetcher<{ ok: boolean; message: string }>({ key: REMOVAL });
  return (
    <li className="sponsor">
      {/* The 640-wide copy (docs/decisions/091): the list shows each banner at most 600 px wide. */}
      <img src={sizedImageUrl(image.imageUrl, 640)} alt={image.companyName} width={600} height={200} loading="lazy" decoding="async" />
      <span className="sponsor-name">{image.companyName}</span>
      {/* One line, cut with an ellipsis: a long address must not push its Remove button out of line. */}
      <a className="sponsor-url" href={image.companyUrl} target="_blank" rel="noopener noreferrer" title={image.companyUrl}>
        {image.companyUrl}
      </a>
      <fetcher.Form
        method="post"
        onSubmit={(event) => {
          if (!window.confirm(t.confirmRemoveImage)) event.preventDefault();
        }}
      >
        <input type="hidden" name="imageId" value={image.id} />
        <button
          type="submit"
          name="intent"
          value="delete-image"
          className="button small danger"
          disabled={fetcher.state !== "idle"}
          aria-label={`${t.remove} ${image.companyName}`}
        >
          {t.remove}
        </button>
      </fetcher.Form>
    </li>
  );
}

/**
 * Homepage Images: the banners shown now, and an upload of several at once, each with its
 * sponsor's URL and name. The spec's checks run here for speed and again on the server; the form
 * is blocked while uploading and cleared when the upload succeeds.
 */
export function SponsorImages({ images }: { images: HomepageImage[] }) {
  const upload = useFetcher<{ ok: boolean; message: string }>();
  useResultToast(useFetcher<{ ok: boolean; message: string }>({ key: REMOVAL }));
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<Picked[]>([]);
  const [error, setError] = useState<string | null>(null);
  const busy = upload.state !== "idle";

  useEffect(() => {
    if (upload.state !== "idle" || !upload.data) return;
    if (upload.data.ok) {
      toast.success(upload.data.message);
      setPicked((current) => {
        for (const entry of current) URL.revokeObjectURL(entry.preview);
        return [];
      });
      setError(null);
    } else {
      // Said once, on the form beside the images it is about (a toast too would say it twice).
      setError(upload.data.message);
    }
  }, [upload.state, upload.data]);

  const pick = (files: File[]) => {
    setPicked((current) => [...current, ...files.map((file) => ({ file, preview: URL.createObjectURL(file), url: "", companyName: "" }))]);
    setError(null);
  };
  const change = (index: number, field: "url" | "companyName", value: string) =>
    setPicked((current) => current.map((entry, position) => (position === index ? { ...entry, [field]: value } : entry)));
  const drop = (index: number) =>
    setPicked((current) => {
      const gone = current[index];
      if (gone) URL.revokeObjectURL(gone.preview);
      return current.filter((_, position) => position !== index);
    });

  const submit = () => {
    const checked = checkSponsorUpload(
      picked.map((entry) => entry.file),
      picked.map((entry) => entry.url),
      picked.map((entry) => entry.companyName),
    );
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    const form = new FormData();
    form.set("intent", "upload-images");
    for (const entry of picked) {
      form.append("homepageImages", entry.file, entry.file.name);
      form.append("urls", entry.url);
      form.append("companyNames", entry.companyName);
    }
    upload.submit(form, { method: "post", encType: "multipart/form-data" });
  };

  return (
    <div className="sponsor-images">
      <div className="admin-card">
        <h3>{t.currentImages}</h3>
        {images.length === 0 ? (
          <p className="empty">{t.noImages}</p>
        ) : (
          <ul className="sponsors">
            {images.map((image) => (
              <CurrentImage key={image.id} image={image} />
            ))}
          </ul>
        )}
      </div>
      <div className="admin-card sponsor-upload" aria-busy={busy}>
        <p className="hint">{t.imagesHint}</p>
        {picked.length > 0 ? (
          <ol className="picked-sponsors">
            {picked.map((entry, index) => (
              <li key={entry.preview}>
                <img src={entry.preview} alt="" width={120} height={60} />
                <span className="file-name">{entry.file.name}</span>
                <label className="field">
                  <span>{t.companyUrl}</span>
                  <input
                    type="url"
                    inputMode="url"
                    value={entry.url}
                    onChange={(event) => change(index, "url", event.currentTarget.value)}
                    placeholder="www.example.co.ke"
                    disabled={busy}
                  />
                </label>
                <label className="field">
                  <span>{t.companyName}</span>
                  <input
                    value={entry.companyName}
                    onChange={(event) => change(index, "companyName", event.currentTarget.value)}
                    maxLength={80}
                    disabled={busy}
                  />
                </label>
                <button type="button" className="icon-button danger" onClick={() => drop(index)} disabled={busy} aria-label={`${t.remove} ${entry.file.name}`}>
                  ×
                </button>
              </li>
            ))}
          </ol>
        ) : null}
        {error ? (
          <p className="inline-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="sponsor-buttons">
          <button type="button" className="button outline" onClick={() => input.current?.click()} disabled={busy}>
            {t.chooseImages}
          </button>
          <button type="button" className="button" onClick={submit} disabled={busy}>
            {busy ? t.uploading : t.upload}
          </button>
        </div>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          multiple
          hidden
          aria-label={t.chooseImages}
          data-testid="sponsor-input"
          onChange={(event) => {
            pick([...(event.currentTarget.files ?? [])]);
            event.currentTarget.value = "";
          }}
        />
      </div>
    </div>
  );
}
