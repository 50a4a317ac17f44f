import { useId } from "react";
import { CHAT_LIMITS, CONVERSATION_MESSAGES } from "../domain/conversation-texts";
import { STRINGS } from "../i18n";

/** A refused message, given back with the page: the sentence and what was typed. */
export interface SendRefusal {
  message: string;
  value?: string;
}

/**
 * The compose box: a textarea, Send, and up to 3 photos. As the server writes it, it is a plain
 * multipart form whose file input goes with the message (the server shrinks the photos) and the
 * page loads again. The thread's script (app/enhance/conversation.ts, docs/decisions/101) shows
 * the camera button instead, compresses and uploads the photos in the browser as they are picked,
 * and sends the message without leaving the page. Its sentences come with the form.
 */
export function ChatCompose({ refused }: { refused?: SendRefusal }) {
  const t = STRINGS.chat;
  const id = useId();
  const prep = STRINGS.domain.imagePrep;
  return (
    <form
      method="post"
      encType="multipart/form-data"
      className="chat-compose"
      noValidate
      data-chat-compose
      data-text-required={CONVERSATION_MESSAGES.textRequired}
      data-too-many={CONVERSATION_MESSAGES.tooManyPhotos}
      data-photo-failed={t.photoFailed}
      data-waiting={t.waitingForPhotos}
      data-cannot-prepare={prep.cannotPrepare}
      data-unreadable={prep.unreadable("{name}")}
      data-remove-photo={t.removePhoto("{n}" as unknown as number)}
      data-photos-max={CHAT_LIMITS.photosPerMessage}
    >
      <input type="hidden" name="intent" value="send" />
      <ul className="chat-compose-photos" hidden />
      <div className="chat-compose-row">
        <span className="chat-photo-pick" hidden>
          <label className="chat-photo-button" htmlFor={`${id}-photos`}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path
                d="M9 3 7.2 5H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3H9Zm3 5a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z"
                fill="currentColor"
              />
            </svg>
            <span className="visually-hidden">
              {t.addPhotos} ({t.photosHint})
            </span>
          </label>
          <input id={`${id}-photos`} className="chat-photo-input" type="file" accept="image/*" multiple />
        </span>
        <label className="visually-hidden" htmlFor={`${id}-text`}>
          {t.composeLabel}
        </label>
        <textarea
          id={`${id}-text`}
          name="text"
          rows={2}
          maxLength={CHAT_LIMITS.textMax}
          placeholder={t.composePlaceholder}
          defaultValue={refused?.value}
          aria-invalid={refused ? true : undefined}
          aria-describedby={`${id}-error`}
        />
        <button type="submit" className="button chat-send" data-busy-text={t.sending}>
          {t.send}
        </button>
      </div>
      {/* Without a script the files go with the form, and the server shrinks them. */}
      <label className="field chat-plain-photos" data-without-script>
        <span>
          {t.addPhotos} ({t.photosHint})
        </span>
        <input type="file" name="photos" accept="image/*" multiple />
      </label>
      <p className="hint" role="status" data-preparing hidden>
        {t.preparingPhotos}
      </p>
      <p className="inline-error" role="alert" id={`${id}-error`} data-compose-error hidden={!refused}>
        {refused?.message}
      </p>
    </form>
  );
}
