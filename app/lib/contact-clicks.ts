/**
 * Call and WhatsApp clicks are counted per listing for the admin's highest-interaction list.
 * One delegated listener; the count goes by `sendBeacon`, which never holds up the call or chat.
 */
export function listenForContactClicks(): () => void {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest<HTMLElement>("[data-contact]");
    const id = link?.dataset.listingId;
    if (!link || !id) return;
    navigator.sendBeacon?.(`/api/listings/${encodeURIComponent(id)}/contact?channel=${encodeURIComponent(link.dataset.contact ?? "")}`);
  };
  document.addEventListener("click", onClick);
  return () => document.removeEventListener("click", onClick);
}
