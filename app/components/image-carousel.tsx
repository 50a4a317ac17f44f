import { useLocation } from "react-router";
import { DEFAULT_LISTING_IMAGE } from "../domain/images";
import { PHOTOS_PARAM } from "../domain/low-data";
import { STRINGS } from "../i18n";
import { ListingImage } from "./listing-image";
import { usePhotosShown } from "./low-data";

/**
 * The detail screen's photos as a scroll-snap strip: a phone swipes through them with no script
 * at all, thumbnails are links to each photo, and each photo links to its full-size file. The
 * page's script (app/enhance/listing.ts, docs/decisions/096) shows the arrows and the count, moves
 * the strip with them and the keyboard, and opens a tapped photo full screen in the viewer below.
 *
 * Only the first photo is in the page at first. Each other one waits in a <noscript> copy (a
 * browser without scripts reads it, so every photo shows) and comes in once the visitor moves
 * towards it: a buyer who never swipes does not pay for five more photos.
 */
export function ImageCarousel({ images, name }: { images: string[]; name: string }) {
  const slides = images.length > 0 ? images : [DEFAULT_LISTING_IMAGE];
  const t = STRINGS.ui.carousel;
  // Low-data mode: each photo's place waits for a tap; the thumbnails are numbers.
  const photosShown = usePhotosShown() || images.length === 0;
  const location = useLocation();
  const many = slides.length > 1;
  const total = slides.length;
  const photoAlt = (position: number) => t.photoAlt(name, position + 1, total);

  return (
    <section className="image-carousel" aria-roledescription="carousel" aria-label={t.photosOf(name)} data-carousel>
      <div className="image-carousel-main">
        <ul className="image-carousel-track" data-carousel-track>
          {slides.map((src, position) => {
            const image = <ListingImage src={src} alt={photoAlt(position)} slot="detail" priority={position === 0} />;
            return (
              <li key={src} id={`photo-${position + 1}`} aria-roledescription="slide" aria-label={t.slide(position + 1, total)}>
                <a
                  className="photo-link"
                  href={src}
                  aria-label={t.openPhoto(position + 1, total)}
                  data-viewer-title={t.viewerTitle(position + 1, total)}
                  data-alt={photoAlt(position)}
                >
                  {!photosShown || position === 0 ? image : <noscript>{image}</noscript>}
                </a>
              </li>
            );
          })}
        </ul>
        {many ? (
          <>
            {/* Shown by the page's script: without one, a swipe or a thumbnail moves the strip. */}
            <button type="button" className="carousel-prev" data-carousel-step="-1" aria-label={t.previous} hidden>
              ‹
            </button>
            <button type="button" className="carousel-next" data-carousel-step="1" aria-label={t.next} hidden>
              ›
            </button>
            <span className="carousel-count" aria-live="polite" hidden>
              1 / {total}
            </span>
          </>
        ) : null}
      </div>
      {many ? (
        <ul className="image-carousel-thumbs">
          {slides.map((src, position) => (
            <li key={src}>
              <a href={`#photo-${position + 1}`} aria-label={t.showPhoto(position + 1)} aria-current={position === 0} data-carousel-dot={position}>
                {photosShown ? <ListingImage src={src} alt="" slot="preview" /> : <span className="thumb-number">{position + 1}</span>}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {photosShown ? null : (
        // Without a script, this page once more with its photos (the placeholders link to each photo too).
        <a className="show-photos" href={withPhotos(location.pathname, location.search)}>
          {STRINGS.lowData.showPhotos}
        </a>
      )}
      {photosShown ? (
        // The full-size viewer the script opens on a tapped photo (a closed dialog shows nothing).
        <dialog className="modal photo-viewer" aria-labelledby="photo-viewer-title" data-photo-viewer>
          <div className="modal-head">
            <h2 id="photo-viewer-title">{t.viewerTitle(1, total)}</h2>
            <button type="button" className="modal-close" aria-label={STRINGS.search.close} data-dialog-close>
              ×
            </button>
          </div>
          {/* The script puts the photo's <img> first in here. */}
          <div className="photo-viewer-body">
            {many ? (
              <>
                <button type="button" className="carousel-prev" data-viewer-step="-1" aria-label={t.previous}>
                  ‹
                </button>
                <button type="button" className="carousel-next" data-viewer-step="1" aria-label={t.next}>
                  ›
                </button>
              </>
            ) : null}
          </div>
        </dialog>
      ) : null}
    </section>
  );
}

/** The same page with its photos, in low-data mode: `?photos=1`. */
function withPhotos(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set(PHOTOS_PARAM, "1");
  return `${pathname}?${params}`;
}
