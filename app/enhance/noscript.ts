/**
 * A picture that waits in a `<noscript>` copy until it is asked for (the sponsor banner's later
 * slides, a listing's later photos: docs/decisions/091): a browser without scripts reads the copy,
 * so every picture shows there; with a script the copy is text, and this puts it in the page.
 * Returns the picture now in the page, or the one that already was.
 */
export function revealNoscript(holder: Element | undefined | null, eager = false): HTMLImageElement | null {
  const noscript = holder?.querySelector<HTMLElement>("noscript");
  if (noscript) {
    const template = document.createElement("template");
    template.innerHTML = noscript.textContent ?? "";
    // Asked for now: not left to lazy loading, which waits for it to scroll in.
    if (eager) for (const image of template.content.querySelectorAll("img")) image.loading = "eager";
    noscript.replaceWith(template.content);
  }
  return holder?.querySelector("img") ?? null;
}

/**
 * Another page of ours, parsed to take parts of it. A parsed page is read as if scripts were off,
 * so its `<noscript>` parts are elements here (a style that hides what needs a script, a picture's
 * copy): they are dropped before anything is moved into this page.
 */
export async function fetchPage(address: string, init: RequestInit = {}): Promise<{ doc: Document; url: string; response: Response }> {
  const response = await fetch(address, { ...init, headers: { ...(init.headers as Record<string, string> | undefined), Accept: "text/html" } });
  const doc = new DOMParser().parseFromString(await response.text(), "text/html");
  for (const noscript of doc.querySelectorAll("noscript")) noscript.remove();
  return { doc, url: response.url, response };
}
