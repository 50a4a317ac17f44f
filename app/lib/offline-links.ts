/**
 * Offline, a tap on one of our own links is a plain page load, not a React Router move: the service
 * worker answers page loads (a kept listing, else the offline page; docs/decisions/086), while a
 * move needs the next screen's code and data, which may never have been downloaded. React Router
 * would then reload the page the reader is on, or show an error.
 *
 * The listener runs before React's (capture, on the window) and only stops the event from reaching
 * it: the browser follows the link itself. Online nothing changes.
 */
export function loadPagesWhileOffline(): void {
  window.addEventListener(
    "click",
    (event) => {
      if (navigator.onLine || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return;
      if (link.target && link.target !== "_self") return;
      if (new URL(link.href).origin !== window.location.origin) return;
      event.stopImmediatePropagation();
    },
    true,
  );
}
