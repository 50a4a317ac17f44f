import { useId } from "react";
import { attach } from "../../behaviours/contract";
import { swapContract } from "../../behaviours/swap/swap.contract";
import { CHAT_LIMITS, CONVERSATION_MESSAGES } from "../../domain/conversation-texts";
import { STRINGS } from "../../i18n";
import { COMPOSE_AREA_PART, THREAD_PART } from "../chat-thread/chat-thread.contract";
import { chatComposeContract } from "./chat-compose.contract";
import "./chat-compose.css";

/** A refused message, given back with the page: the sentence, what was typed and the photos' addresses. */
export interface SendRefusal {
  message: string;
  value?: string;
  photos?: string;
}

/**
 * The compose box: a textarea, Send, and up to 3 photos. As the server writes it, it is a plain
 * multipart form whose file input goes with the message (the server shrinks the photos) and the
 * page loads again. Its behaviour (./chat-compose.behaviour.ts) shows the camera button instead,
 * compresses and uploads the photos in the browser as they are picked, and the form is sent by
 * swap: the answer's thread and compose box (emptied, or the refusal with what was typed) are put
 * in place. Its sentences come with the form.
 */
export function ChatCompose({ refused }: { refused?: SendRefusal }) {
  const id = useId();
  const prep = STRINGS.domain.imagePrep;
  return (
    <form
      method="post"
      encType="multipart/form-data"
      className="chat-compose"
      noValidate
      {...attach(chatComposeContract, swapContract)}
      {...swapContract.values({ into: `${THREAD_PART} ${COMPOSE_AREA_PART}` })}
      {...chatComposeContract.values({
        tooMany: CONVERSATION_MESSAGES.tooManyPhotos,
        photoFailed: STRINGS.components.chatCompose.photoFailed,
        waiting: STRINGS.components.chatCompose.waitingForPhotos,
        cannotPrepare: prep.cannotPrepare,
        unreadable: prep.unreadable("{name}"),
        removePhoto: STRINGS.components.chatCompose.removePhoto("{n}" as unknown as number),
        most: CHAT_LIMITS.photosPerMessage,
      })}
    >
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="imageUrls" defaultValue={refused?.photos ?? ""} {...chatComposeContract.part("photoUrls")} />
      <ul className="chat-compose-photos" hidden {...chatComposeContract.part("photos")} />
      <div className="chat-compose-row">
        <span className="chat-photo-pick" hidden {...chatComposeContract.part("pick")}>
          <label className="chat-photo-button" htmlFor={`${id}-photos`}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path
                d="M9 3 7.2 5H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3H9Zm3 5a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z"
                fill="currentColor"
              />
            </svg>
            <span className="visually-hidden">
              {STRINGS.components.chatCompose.addPhotos} ({STRINGS.components.chatCompose.photosHint})
            </span>
          </label>
          <input id={`${id}-photos`} className="chat-photo-input" type="file" accept="image/*" multiple {...chatComposeContract.part("picker")} />
        </span>
        <label className="visually-hidden" htmlFor={`${id}-text`}>
          {STRINGS.components.chatCompose.composeLabel}
        </label>
        <textarea
          id={`${id}-text`}
          name="text"
          rows={2}
          maxLength={CHAT_LIMITS.textMax}
          placeholder={STRINGS.common.composePlaceholder}
          defaultValue={refused?.value}
          aria-invalid={refused ? true : undefined}
          aria-describedby={`${id}-error`}
        />
        <button type="submit" className="button chat-send" {...swapContract.values({ busyText: STRINGS.common.sending })} {...chatComposeContract.part("send")}>
          {STRINGS.components.chatCompose.send}
        </button>
      </div>
      {/* Without a script the files go with the form, and the server shrinks them. */}
      <label className="field chat-plain-photos" {...chatComposeContract.part("withoutScript")}>
        <span>
          {STRINGS.components.chatCompose.addPhotos} ({STRINGS.components.chatCompose.photosHint})
        </span>
        <input type="file" name="photos" accept="image/*" multiple />
      </label>
      <p className="hint" role="status" hidden {...chatComposeContract.part("preparing")}>
        {STRINGS.components.chatCompose.preparingPhotos}
      </p>
      <p className="inline-error" role="alert" id={`${id}-error`} hidden={!refused} {...chatComposeContract.part("error")}>
        {refused?.message}
      </p>
    </form>
  );
}
