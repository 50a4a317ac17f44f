import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { ChatMessage } from "../domain/chat-types";
import { CHAT_LIMITS, CONVERSATION_MESSAGES } from "../domain/conversation-texts";
import { sizedImageUrl } from "../domain/images";
import { compressImage, uploadForm } from "../lib/compress-image";
import { STRINGS } from "../i18n";
import { useHydrated } from "../lib/use-hydrated";

/** What the thread's `send` intent answers to a script (a page without one is redirected). */
export interface SendAnswer {
  intent: string;
  ok: boolean;
  message: string;
  chatMessage?: ChatMessage;
  /** What was typed, given back with a refusal. */
  value?: string;
}

/** Compresses the picked photos in the browser and uploads them as chat photos (`POST /api/uploads?for=message`). */
async function uploadChatPhotos(files: File[]): Promise<string[]> {
  // One at a time: a decoded phone photo is large.
  const compressed = [];
  for (const file of files) compressed.push(await compressImage(file));
  const response = await fetch("/api/uploads?for=message", { method: "POST", body: uploadForm(compressed) });
  let body: { success?: boolean; message?: string; data?: { urls?: unknown } } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    throw new Error(STRINGS.chat.photoFailed);
  }
  if (!response.ok || !body.success || !Array.isArray(body.data?.urls)) throw new Error(body.message ?? STRINGS.chat.photoFailed);
  return body.data.urls.filter((url): url is string => typeof url === "string");
}

/**
 * The compose box: a textarea, Send, and up to 3 photos. With a script the photos are compressed
 * and uploaded as they are picked, and the message goes through a fetcher (the page stays); without
 * one it is a plain multipart form whose file input goes with the message, and the page reloads.
 */
export function ChatCompose({ refused, onSent, onTyping }: { refused?: SendAnswer; onSent(message: ChatMessage): void; onTyping(): void }) {
  const t = STRINGS.chat;
  const hydrated = useHydrated();
  const fetcher = useFetcher<SendAnswer>();
  const form = useRef<HTMLFormElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [photos, setPhotos] = useState<string[]>([]);
  const [preparing, setPreparing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the answer is what matters, not the callback's identity
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok && fetcher.data.chatMessage) {
      onSent(fetcher.data.chatMessage);
      form.current?.reset();
      setPhotos([]);
      setError(null);
    } else if (!fetcher.data.ok) setError(fetcher.data.message);
  }, [fetcher.state, fetcher.data]);

  const pick = async (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (files.length === 0) return;
    const room = CHAT_LIMITS.photosPerMessage - photos.length;
    if (files.length > room) {
      setError(CONVERSATION_MESSAGES.tooManyPhotos);
      if (picker.current) picker.current.value = "";
      return;
    }
    setPreparing(true);
    setError(null);
    try {
      const urls = await uploadChatPhotos(files);
      setPhotos((current) => [...current, ...urls].slice(0, CHAT_LIMITS.photosPerMessage));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t.photoFailed);
    } finally {
      setPreparing(false);
      if (picker.current) picker.current.value = "";
    }
  };

  const shown = error ?? (refused && !refused.ok ? refused.message : null);
  const busy = fetcher.state !== "idle" || preparing;
  return (
    <fetcher.Form
      method="post"
      encType="multipart/form-data"
      className="chat-compose"
      ref={form}
      noValidate
      onSubmit={(event) => {
        const text = String(new FormData(event.currentTarget).get("text") ?? "").trim();
        if (text || photos.length > 0) return;
        event.preventDefault();
        setError(CONVERSATION_MESSAGES.textRequired);
      }}
    >
      <input type="hidden" name="intent" value="send" />
      {hydrated ? <input type="hidden" name="live" value="1" /> : null}
      {hydrated ? <input type="hidden" name="imageUrls" value={photos.join(",")} /> : null}
      {photos.length > 0 ? (
        <ul className="chat-compose-photos">
          {photos.map((url, index) => (
            <li key={url}>
              <img src={sizedImageUrl(url, 160)} alt="" width={64} height={64} />
              <button
                type="button"
                className="chat-photo-remove"
                aria-label={t.removePhoto(index + 1)}
                onClick={() => setPhotos((current) => current.filter((each) => each !== url))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="chat-compose-row">
        {hydrated ? (
          <>
            <label
              className={preparing || photos.length >= CHAT_LIMITS.photosPerMessage ? "chat-photo-button disabled" : "chat-photo-button"}
              htmlFor={`${id}-photos`}
            >
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
            <input
              ref={picker}
              id={`${id}-photos`}
              className="chat-photo-input"
              type="file"
              accept="image/*"
              multiple
              disabled={preparing || photos.length >= CHAT_LIMITS.photosPerMessage}
              onChange={(event) => void pick(event.currentTarget.files)}
            />
          </>
        ) : null}
        <label className="visually-hidden" htmlFor={`${id}-text`}>
          {t.composeLabel}
        </label>
        <textarea
          id={`${id}-text`}
          name="text"
          rows={2}
          maxLength={CHAT_LIMITS.textMax}
          placeholder={t.composePlaceholder}
          defaultValue={refused && !refused.ok ? refused.value : undefined}
          aria-invalid={Boolean(shown)}
          aria-describedby={shown ? `${id}-error` : undefined}
          onInput={onTyping}
          onKeyDown={(event) => {
            // Enter sends on a computer; Shift+Enter starts a new line. Phones keep Enter for new lines.
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing && matchMedia("(pointer: fine)").matches) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
        />
        <button type="submit" className="button chat-send" disabled={busy}>
          {fetcher.state !== "idle" ? t.sending : t.send}
        </button>
      </div>
      {hydrated ? null : (
        // Without a script the files go with the form, and the server shrinks them.
        <label className="field chat-plain-photos">
          <span>
            {t.addPhotos} ({t.photosHint})
          </span>
          <input type="file" name="photos" accept="image/*" multiple />
        </label>
      )}
      {preparing ? (
        <p className="hint" role="status">
          {t.preparingPhotos}
        </p>
      ) : null}
      {shown ? (
        <p className="inline-error" role="alert" id={`${id}-error`}>
          {shown}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
