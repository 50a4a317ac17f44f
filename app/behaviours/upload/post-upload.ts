/**
 * Photos posted through the Worker (`POST /api/uploads`, docs/api.md), for a deployment that does
 * not sign direct uploads (./direct-upload.ts): each try within its time limit, up to three tries,
 * a refusal being the server's sentence at once.
 */
import { type CompressedImage, uploadForm } from "../../lib/compress-image";
import { Refused, uploadTimeoutMs, withRetries } from "./direct-upload";

/** What a failure says, in the reader's language (the page writes these). */
export interface PostUploadTexts {
  invalidAnswer: string;
  signIn: string;
  noUrls: string;
}

function post(address: string, body: FormData, timeout: number, texts: PostUploadTexts, onProgress: (share: number) => void): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", address);
    request.timeout = timeout;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let answer: { success?: boolean; message?: string; data?: { urls?: unknown } } = {};
      try {
        answer = JSON.parse(request.responseText) as typeof answer;
      } catch {
        reject(new Error(texts.invalidAnswer));
        return;
      }
      if (request.status === 401) return reject(new Refused(texts.signIn, 401));
      if (request.status >= 400 || !answer.success) return reject(new Refused(answer.message ?? `HTTP ${request.status}`, request.status));
      const urls = Array.isArray(answer.data?.urls) ? answer.data.urls.filter((url): url is string => typeof url === "string") : [];
      if (urls.length === 0) return reject(new Error(texts.noUrls));
      resolve(urls);
    };
    request.onerror = () => reject(new Error("network"));
    request.ontimeout = () => reject(new Error("timeout"));
    request.send(body);
  });
}

/** The photos' addresses once stored, in their order; `onProgress` hears the share of the bytes sent. */
export function postUpload(address: string, images: CompressedImage[], texts: PostUploadTexts, onProgress: (share: number) => void): Promise<string[]> {
  const body = uploadForm(images);
  const size = images.reduce((sum, image) => sum + image.image.size + image.variants.reduce((more, each) => more + each.blob.size, 0), 0);
  return withRetries(() => post(address, body, uploadTimeoutMs(size), texts, onProgress));
}
