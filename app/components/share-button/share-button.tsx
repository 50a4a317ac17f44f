import { attach } from "../../behaviours/contract";
import { LIMITS } from "../../domain/limits";
import { STRINGS } from "../../i18n";
import { useLowData } from "../low-data";
import { shareContract } from "./share-button.contract";
import "./share-button.css";

/**
 * Share: copies the page's address and says 'Link copied!' for 2 seconds. Copying needs a script
 * (./share-button.behaviour.ts answers the click); without one the address bar is the way to share,
 * so a browser without scripts does not show the button (the `<noscript>` style), and low-data
 * mode, whose pages carry no such script, leaves it out.
 */
export function ShareButton() {
  if (useLowData()) return null;
  return (
    <span
      className="share"
      {...attach(shareContract)}
      {...shareContract.values({ copiedText: STRINGS.components.shareButton.linkCopied, copiedMs: LIMITS.linkCopiedMs })}
    >
      <noscript>
        <style>{".share{display:none}"}</style>
      </noscript>
      <button type="button" className="button small outline">
        {STRINGS.components.shareButton.share}
      </button>
      <span className="share-status" role="status" {...shareContract.part("status")} />
    </span>
  );
}
