import { dialogContract } from "../../behaviours/dialog/dialog.contract";
import { STRINGS } from "../../i18n";
import { photoViewerContract } from "./photo-viewer.contract";
import "./photo-viewer.css";

/**
 * The full-size photo viewer of a listing's photo strip (../image-carousel): a closed dialog, which
 * shows nothing until ./photo-viewer.behaviour.ts opens it on a tapped photo and puts the photo's
 * `<img>` first in its body. Without a script a tapped photo opens its file instead.
 */
export function PhotoViewer({ total }: { total: number }) {
  const t = STRINGS.components.photoViewer;
  return (
    <dialog className="modal photo-viewer" aria-labelledby="photo-viewer-title" {...photoViewerContract.part("viewer")}>
      <div className="modal-head">
        <h2 id="photo-viewer-title">{t.viewerTitle(1, total)}</h2>
        <button type="button" className="modal-close" aria-label={STRINGS.common.close} {...dialogContract.part("close")}>
          ×
        </button>
      </div>
      <div className="photo-viewer-body" {...photoViewerContract.part("body")}>
        {total > 1 ? (
          <>
            <button type="button" className="carousel-prev" {...photoViewerContract.part("step", "-1")} aria-label={t.previous}>
              ‹
            </button>
            <button type="button" className="carousel-next" {...photoViewerContract.part("step", "1")} aria-label={t.next}>
              ›
            </button>
          </>
        ) : null}
      </div>
    </dialog>
  );
}
