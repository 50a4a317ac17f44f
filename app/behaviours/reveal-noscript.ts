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
