import { attach } from "../../behaviours/contract";
import { LIMITS } from "../../domain/limits";
import { STRINGS } from "../../i18n";
import { avatarUploadContract } from "./avatar-upload.contract";
import "./avatar-upload.css";
import "../../styles/forms.css";

/**
 * The profile picture: a plain multipart form posted to the profile (intent `avatar`), so a
 * browser without scripts picks a file (the picture is the file field's label) and presses Upload
 * picture. Its behaviour (./avatar-upload.behaviour.ts) takes the Upload button away and sends
 * the picture as soon as it is picked, with its progress (XMLHttpRequest reports upload progress,
 * fetch does not), 'Image Uploaded!' at 100% and the spec's texts on failure.
 * `refusal` is what the server said of the last picture sent without a script.
 */
export function AvatarUpload({ avatar, username, refusal }: { avatar: string | null; username: string; refusal?: string | null }) {
  const t = STRINGS.components.avatarUpload;
  return (
    <form
      method="post"
      encType="multipart/form-data"
      className="avatar-upload"
      {...attach(avatarUploadContract)}
      {...avatarUploadContract.values({
        maxBytes: LIMITS.avatarBytes,
        uploading: t.uploading("{percent}" as unknown as number),
        uploaded: t.uploaded,
        tooBig: t.avatarTooBig,
        notImage: t.avatarNotImage,
        failed: t.avatarFailed,
      })}
    >
      <input type="hidden" name="intent" value="avatar" />
      <label className="avatar-button" htmlFor="avatar-file" {...avatarUploadContract.part("picture")}>
        {avatar ? (
          <img src={avatar} alt="" width={96} height={96} />
        ) : (
          <span className="avatar letter big" aria-hidden="true">
            {username.charAt(0).toUpperCase()}
          </span>
        )}
        <span className="visually-hidden">{t.changeAvatar}</span>
      </label>
      <input id="avatar-file" className="avatar-file" type="file" name="profileImage" accept="image/*" {...avatarUploadContract.part("file")} />
      <button type="submit" className="button small outline" {...avatarUploadContract.part("withoutScript")}>
        {t.uploadAvatar}
      </button>
      <p className="upload-status" role="status" {...avatarUploadContract.part("status")} />
      {refusal ? (
        <p className="inline-error" role="alert" {...avatarUploadContract.part("refusal")}>
          {refusal}
        </p>
      ) : null}
    </form>
  );
}
