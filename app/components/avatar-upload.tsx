import { LIMITS } from "../domain/limits";
import { STRINGS } from "../i18n";
import { FormError } from "./form-error";

/**
 * The profile picture: a plain multipart form posted to the profile (intent `avatar`), so a
 * browser without scripts picks a file (the picture is the file field's label) and presses Upload
 * picture. The profile's script (app/enhance/profile.ts) takes the Upload button away and sends
 * the picture as soon as it is picked, with its progress (XMLHttpRequest reports upload progress,
 * fetch does not), 'Image Uploaded!' at 100% and the spec's texts on failure (`data-` attributes).
 * `refusal` is what the server said of the last picture sent without a script.
 */
export function AvatarUpload({ avatar, username, refusal }: { avatar: string | null; username: string; refusal?: string | null }) {
  const t = STRINGS.profile;
  return (
    <form
      method="post"
      encType="multipart/form-data"
      className="avatar-upload"
      data-avatar-form
      data-max-bytes={LIMITS.avatarBytes}
      data-uploading={t.uploading("{percent}" as unknown as number)}
      data-uploaded={t.uploaded}
      data-too-big={t.avatarTooBig}
      data-not-image={t.avatarNotImage}
      data-failed={t.avatarFailed}
    >
      <input type="hidden" name="intent" value="avatar" />
      <label className="avatar-button" htmlFor="avatar-file">
        {avatar ? (
          <img src={avatar} alt="" width={96} height={96} />
        ) : (
          <span className="avatar letter big" aria-hidden="true">
            {username.charAt(0).toUpperCase()}
          </span>
        )}
        <span className="visually-hidden">{t.changeAvatar}</span>
      </label>
      <input id="avatar-file" className="avatar-file" type="file" name="profileImage" accept="image/*" />
      <button type="submit" className="button small outline" data-without-script>
        {t.uploadAvatar}
      </button>
      <p className="upload-status" role="status" />
      <FormError message={refusal} />
    </form>
  );
}
