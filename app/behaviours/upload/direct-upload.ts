/**
 * Photos straight to R2 (docs/decisions/105-presigned-uploads.md): the browser asks the
 * Worker for upload slots, then PUTs each compressed photo and its copies to the presigned
 * addresses itself, with its own progress and a retry, and names the photo in the form. When the
 * deployment has no direct uploads (503), the caller falls back to posting the photos.
 */
import type { CompressedImage } from "../../lib/compress-image";

interface Target {
  url: string;
  headers: Record<string, string>;
}

export interface Slot extends Target {
  imageUrl: string;
  variants: (Target & { width: number; format: string })[];
}

/** The deployment does not sign direct uploads: post the photos instead. */
export class NoDirectUploads extends Error {}

/** A refusal with the server's sentence, and its status. */
export class Refused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** What a slot is asked for: one image and the copies the browser made of it. */
export interface SlotFile {
  kind: "listing" | "avatar" | "banner";
  type: string;
  size: number;
  variants?: { width: number; format: string; type: string; size: number }[];
}

/** A listing's photos (or the admin's banners) as slot requests. */
export function slotFilesOf(images: CompressedImage[], kind: "listing" | "banner" = "listing"): SlotFile[] {
  return images.map((each) => ({
    kind,
    type: each.image.type,
    size: each.image.size,
    variants: each.variants.map((variant) => ({ width: variant.width, format: variant.format, type: variant.blob.type, size: variant.blob.size })),
  }));
}

/** Slots for these files (`POST /api/uploads/slots`); the server's sentence on a refusal. */
export async function askSlots(files: SlotFile[], forUpdate: boolean, texts: { network: string; signIn: string }): Promise<Slot[]> {
  let response: Response;
  try {
    response = await withRetries(() =>
      fetch("/api/uploads/slots", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ files, for: forUpdate ? "update" : "create" }),
        signal: AbortSignal.timeout(uploadTimeoutMs(0)),
      }),
    );
  } catch {
    throw new Error(texts.network);
  }
  if (response.status === 503 || response.status === 404) throw new NoDirectUploads();
  const body = (await response.json().catch(() => ({}))) as { message?: string; data?: { slots?: Slot[] } };
  if (response.status === 401) throw new Refused(texts.signIn, 401);
  if (!response.ok || !Array.isArray(body.data?.slots) || body.data.slots.length !== files.length) {
    throw new Refused(body.message ?? texts.network, response.status);
  }
  return body.data.slots;
}

/**
 * How long one try of an upload may take before it is given up and tried again: half a minute,
 * and more for a heavy one at a slow phone line's pace (10 KB a second), so a stalled connection
 * does not leave the seller waiting for ever.
 */
export function uploadTimeoutMs(bytes: number): number {
  return 30_000 + Math.ceil(bytes / 10);
}

/** A try and up to two more, a moment apart, while it fails for any reason but a refusal (the server's word is final). */
export async function withRetries<T>(attempt: () => Promise<T>, tries = 3): Promise<T> {
  for (let count = 1; ; count += 1) {
    try {
      return await attempt();
    } catch (problem) {
      if (problem instanceof Refused || count >= tries) throw problem;
      await new Promise((wait) => setTimeout(wait, 500 * count));
    }
  }
}

/** One PUT with the signed headers, reporting the bytes sent; given up after uploadTimeoutMs. */
function put(target: Target, blob: Blob, onProgress: (sent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("PUT", target.url);
    request.timeout = uploadTimeoutMs(blob.size);
    for (const [name, value] of Object.entries(target.headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => onProgress(event.loaded);
    // 412: an earlier try wrote it and its answer was lost (an address writes its key once).
    request.onload = () =>
      request.status === 412 || (request.status >= 200 && request.status < 300) ? resolve() : reject(new Error(`HTTP ${request.status}`));
    request.onerror = () => reject(new Error("network"));
    request.ontimeout = () => reject(new Error("timeout"));
    request.send(blob);
  });
}

/**
 * Sends one photo and its copies to its slot, each object tried up to three times, each try
 * within its time limit (a phone's connection drops or stalls), calling `onProgress` with the share of the photo's bytes sent so far.
 */
export async function sendPhoto(slot: Slot, image: CompressedImage, onProgress: (share: number) => void): Promise<void> {
  const parts: { target: Target; blob: Blob }[] = [{ target: slot, blob: image.image }];
  for (const target of slot.variants) {
    const variant = image.variants.find((each) => each.width === target.width && each.format === target.format);
    if (variant) parts.push({ target, blob: variant.blob });
  }
  const total = parts.reduce((sum, part) => sum + part.blob.size, 0) || 1;
  let done = 0;
  for (const part of parts) {
    await withRetries(() => put(part.target, part.blob, (sent) => onProgress(Math.min(1, (done + sent) / total))));
    done += part.blob.size;
    onProgress(done / total);
  }
}
