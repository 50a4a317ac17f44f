import { useActionData } from "react-router";
import type { HomepageImage } from "../../../../worker/services/media/homepage-images";
import { attach } from "../../../behaviours/contract";
import { swapContract } from "../../../behaviours/swap/swap.contract";
import { ADMIN_MESSAGES } from "../../../domain/admin";
import { sizedImageUrl } from "../../../domain/images";
import { LIMITS } from "../../../domain/limits";
import { STRINGS } from "../../../i18n";
import { AnswerNote } from "../../answer-note/answer-note";
import { ActionNote, type AdminActionResult } from "../action-note";
import { adminForm } from "../admin-form";
import { sponsorUploadContract } from "./sponsor-upload.contract";
import "./sponsor-images.css";
import "../../../styles/admin.css";

const t = STRINGS.components.adminSponsorUpload;

/** The picture types a banner may be (the server checks the bytes again). */
const BANNER_TYPES = "image/jpeg,image/png,image/webp,image/avif";

/** One banner on the home page now, with its Remove button (the browser asks first where scripts run). */
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
      <form method="post" {...adminForm(t.confirmRemoveImage)}>
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
 * banner with its sponsor's URL and name; its behaviour (./sponsor-upload.behaviour.ts) turns it
 * into a pick of several at once, each with its own URL and name, checks the spec's sizes before
 * anything is sent, and sends them straight to storage before swap posts the form. The server
 * checks everything again. The behaviour's sentences come with the form, in the reader's language.
 */
export function SponsorImages({ images }: { images: HomepageImage[] }) {
  const result = useActionData<AdminActionResult>();
  const answered = result?.intent === "upload-images" ? result : null;
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
        {...attach(sponsorUploadContract, swapContract)}
        {...sponsorUploadContract.values({
          maxBytes: LIMITS.homepageImageBytes,
          maxTotal: LIMITS.homepageImagesTotalBytes,
          noImages: ADMIN_MESSAGES.noImages,
          tooLarge: ADMIN_MESSAGES.filesTooLarge(["{names}"]),
          totalTooLarge: ADMIN_MESSAGES.totalTooLarge("{mb}"),
          missing: ADMIN_MESSAGES.missingDetails,
          urlLabel: t.companyUrl,
          nameLabel: t.companyName,
          removeLabel: t.remove,
          progress: t.bannerProgress("{n}", "{total}", "{percent}"),
          notSent: t.bannersNotSent,
          signIn: ADMIN_MESSAGES.logIn,
          uploaded: answered?.ok === true,
        })}
      >
        <input type="hidden" name="intent" value="upload-images" />
        <p className="hint">{t.imagesHint}</p>
        <ol className="picked-sponsors" hidden {...sponsorUploadContract.part("picked")} />
        <div className="sponsor-one" {...sponsorUploadContract.part("withoutScript")}>
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
        {/* A refusal stays beside the form it is about; a success is said as the other buttons' answers are. */}
        {answered?.ok === false ? (
          <p className="inline-error" role="alert" {...sponsorUploadContract.part("refusal")}>
            {answered.message}
          </p>
        ) : answered ? (
          <AnswerNote ok message={answered.message} id="admin-answer" />
        ) : null}
        <div className="sponsor-buttons" {...sponsorUploadContract.part("buttons")}>
          <button type="button" className="button outline" hidden {...sponsorUploadContract.part("choose")}>
            {t.chooseImages}
          </button>
          <button type="submit" className="button" {...swapContract.values({ busyText: t.uploading })}>
            {t.upload}
          </button>
        </div>
        <input
          type="file"
          accept={BANNER_TYPES}
          multiple
          hidden
          aria-label={t.chooseImages}
          data-testid="sponsor-input"
          {...sponsorUploadContract.part("files")}
        />
      </form>
    </div>
  );
}
