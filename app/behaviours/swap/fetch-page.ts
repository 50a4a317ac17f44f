/**
 * Another page of ours, asked for by a behaviour. A parsed page is read as if scripts were off, so
 * its `<noscript>` parts are elements there (a style that hides what needs a script, a picture's
 * copy, a waiting page's refresh): they are dropped before anything moves into this page.
 */
import { FORM_FETCH_HEADER, FORM_REDIRECT_HEADER } from "../../lib/form-fetch";

export async function fetchPage(address: string, init: RequestInit = {}): Promise<{ doc: Document; url: string; response: Response }> {
  const response = await fetch(address, { ...init, headers: { ...(init.headers as Record<string, string> | undefined), Accept: "text/html" } });
  const doc = new DOMParser().parseFromString(await response.text(), "text/html");
  for (const noscript of doc.querySelectorAll("noscript")) noscript.remove();
  return { doc, url: response.url, response };
}

/**
 * Sends `body` as `form` would, told of a redirect rather than following it (worker/pages.ts
 * answers 204 with the address): the redirect's address, or the page in answer. Throws when the
 * answer is neither (offline, something that is not our page), for the caller to let the browser
 * send the form itself.
 */
export async function sendForm(form: HTMLFormElement, body: FormData | URLSearchParams): Promise<{ redirect: string } | { doc: Document }> {
  const { doc, response } = await fetchPage(form.action, { method: "POST", body, headers: { [FORM_FETCH_HEADER]: "1" } });
  const redirect = response.headers.get(FORM_REDIRECT_HEADER);
  if (redirect) return { redirect };
  if (!response.headers.get("content-type")?.startsWith("text/html")) throw new Error(String(response.status));
  return { doc };
}

/** This page as the server writes it now, or null (offline for a moment, an error's page). */
export async function samePageNow(): Promise<Document | null> {
  try {
    const { doc, response } = await fetchPage(window.location.href);
    return response.ok ? doc : null;
  } catch {
    return null;
  }
}
