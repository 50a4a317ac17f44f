import { useEffect, useState } from "react";
import { LIMITS } from "../domain/limits";
import { STRINGS } from "../i18n";
import { useHydrated } from "../lib/use-hydrated";

/** Copies the page's address and says 'Link copied!' for 2 seconds (once React runs). */
export function ShareButton() {
  const [copied, setCopied] = useState(false);
  // Copying needs a script; without one the address bar is the way to share.
  const hydrated = useHydrated();
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), LIMITS.linkCopiedMs);
    return () => clearTimeout(timer);
  }, [copied]);
  if (!hydrated) return null;
  return (
    <span className="share">
      <button
        type="button"
        className="button small outline"
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(window.location.href);
          } catch {
            // Clipboard refused (insecure origin, old browser): select-and-copy fallback.
            const field = document.createElement("textarea");
            field.value = window.location.href;
            document.body.appendChild(field);
            field.select();
            document.execCommand("copy");
            field.remove();
          }
          setCopied(true);
        }}
      >
        {STRINGS.listing.share}
      </button>
      <span className="share-status" role="status">
        {copied ? STRINGS.listing.linkCopied : ""}
      </span>
    </span>
  );
}
