import type { HomepageImage } from "../../../worker/services/homepage-images";
import { ADMIN_MESSAGES } from "../../domain/admin";
import { sizedImageUrl } from "../../domain/images";
import { LIMITS } from "../../domain/limits";
import { STRINGS } from "../../i18n";
import { ActionNote } from "./action-note";

const t = STRINGS.admin;

/** The picture types a banner may be (the server checks the bytes again). */
const BANNER_TYPES = "image/jpeg,image/png,image/webp,image/avif";

/** One banner on the home page now, with its Remove button (the script asks first: `data-confirm`). */
function CurrentImage({ image }: { image: HomepageImage }) {
  return (
    <li className="sponsor">
      {/* The 640-wide copy (docs/decisions/091): the list shows each banner at most 600 px wide. */}
      <img src={sizedImageUrl(image.imageUrl, 640)} alt={image.companyName} width={600} height={200} loading="lazy" decoding="async" />
      <span className="sponsor-name">{image.companyName}</span>
      {/* One line, cut with an ellipsis: a long address must not push its Remove button out of line. */}
      <a className="sponsor-url" href={image.companyUrl} target="_blank" rel="noopener noreferrer" title={image.companyUrl}>
        {image.companyUrl}
      </a>
      <form method="post" data-confirm={t.confirmRemoveImage}>
        <input type="hidden" name="imageId" value={image.id} />
        <button type="submit" name="intent" value="delete-image" className="button small danger" aria-label={`${t.remove} ${image.companyName}`}>
          {t.remove}
        </button>
      </form>
    </li>
  );
}

/**
 * Homepage Images: the banners shown now, and the upload. Without scripts the form sends one
 * banner with its sponsor's URL and name; the dashboard's script (app/enhance/admin.ts) turns it
 * into a pick of several at once, each with its own URL and name, checks the spec's sizes before
 * anything is sent, and adds the files to the form's data. The server checks everything again.
 * The script's sentences come with the form, in the reader's language.
 */
export function SponsorImages({ images }: { images: HomepageImage[] }) {
  return (
    <div className="sponsor-images">
      <div className="admin-card">
        <h3>{t.currentImages}</h3>
        <ActionNote intents={["delete-image"]} />
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
      <form
        method="post"
        encType="multipart/form-data"
        className="admin-card sponsor-upload"
        data-sponsor-upload
        data-max-bytes={LIMITS.homepageImageBytes}
        data-max-total={LIMITS.homepageImagesTotalBytes}
        data-no-images={ADMIN_MESSAGES.noImages}
        data-too-large={ADMIN_MESSAGES.filesTooLarge(["{names}"])}
        data-total-too-large={ADMIN_MESSAGES.totalTooLarge("{mb}")}
        data-missing={ADMIN_MESSAGES.missingDetails}
        data-url-label={t.companyUrl}
        data-name-label={t.companyName}
        data-remove-label={t.remove}
        data-progress={t.bannerProgress("{n}", "{total}", "{percent}")}
        data-not-sent={t.bannersNotSent}
        data-sign-in={ADMIN_MESSAGES.logIn}
      >
        <input type="hidden" name="intent" value="upload-images" />
        <p className="hint">{t.imagesHint}</p>
        <ol className="picked-sponsors" hidden />
        <div className="sponsor-one" data-without-script>
          <label className="field">
            <span>{t.chooseImages}</span>
            <input type="file" name="homepageImages" accept={BANNER_TYPES} />
          </label>
          <label className="field">
            <span>{t.companyUrl}</span>
            <input name="urls" inputMode="url" autoComplete="url" placeholder="www.example.co.ke" />
          </label>
          <label className="field">
            <span>{t.companyName}</span>
            <input name="companyNames" maxLength={80} />
          </label>
        </div>
        <ActionNote intents={["upload-images"]} stays />
        <div className="sponsor-buttons">
          <button type="button" className="button outline" data-choose hidden>
            {t.chooseImages}
          </button>
          <button type="submit" className="button" data-busy-text={t.uploading}>
            {t.upload}
          </button>
        </div>
        <input type="file" accept={BANNER_TYPES} multiple hidden aria-label={t.chooseImages} data-testid="sponsor-input" data-sponsor-files />
      </form>
    </div>
  );
}
