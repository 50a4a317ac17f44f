import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "../lib/toast";
import { LIMITS } from "../domain/limits";
import { STRINGS } from "../i18n";

type UploadState = { kind: "idle" } | { kind: "uploading"; percent: number } | { kind: "done" } | { kind: "error"; message: string };

/**
 * The profile picture: click to pick an image, upload with progress (XMLHttpRequest reports
 * upload progress, fetch does not), 'Image Uploaded!' at 100%, the spec's text on failure.
 */
export function AvatarUpload({ avatar, username }: { avatar: string | null; username: string }) {
  const t = STRINGS.profile;
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<UploadState>({ kind: "idle" });
  const revalidator = useRevalidator();

  const upload = (file: File) => {
    if (!file.type.startsWith("image/")) return setState({ kind: "error", message: t.avatarNotImage });
    if (file.size > LIMITS.avatarBytes) return setState({ kind: "error", message: t.avatarTooBig });
    const form = new FormData();
    form.append("profileImage", file);
    const request = new XMLHttpRequest();
    request.open("POST", "/api/users/me/avatar");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) setState({ kind: "uploading", percent: Math.round((event.loaded / event.total) * 100) });
    };
    request.onload = () => {
      if (request.status === 200) {
        setState({ kind: "done" });
        toast.success(STRINGS.profile.uploaded);
        revalidator.revalidate();
        return;
      }
      let message: string = t.avatarFailed;
      try {
        message = (JSON.parse(request.responseText) as { message?: string }).message ?? message;
      } catch {
        // Not JSON: keep the general text.
      }
      setState({ kind: "error", message });
    };
    request.onerror = () => setState({ kind: "error", message: t.avatarFailed });
    setState({ kind: "uploading", percent: 0 });
    request.send(form);
  };

  return (
    <div className="avatar-upload">
      <button type="button" className="avatar-button" onClick={() => input.current?.click()} aria-label={t.changeAvatar}>
        {avatar ? (
          <img src={avatar} alt="" width={96} height={96} />
        ) : (
          <span className="avatar letter big" aria-hidden="true">
            {username.charAt(0).toUpperCase()}
          </span>
        )}
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) upload(file);
          event.currentTarget.value = "";
        }}
      />
      <p className="upload-status" role="status">
        {state.kind === "uploading" ? t.uploading(state.percent) : state.kind === "done" ? t.uploaded : null}
        {state.kind === "error" ? <span className="inline-error">{state.message}</span> : null}
      </p>
    </div>
  );
}
