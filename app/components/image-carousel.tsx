import { useRef, useState, type UIEvent } from "react";
import { useLocation } from "react-router";
import { DEFAULT_LISTING_IMAGE } from "../domain/images";
import { PHOTOS_PARAM } from "../domain/low-data";
import { STRINGS } from "../i18n";
import { useHydrated } from "../lib/use-hydrated";
import { ListingImage } from "./listing-image";
import { usePhotosShown } from "./low-data";
import { ModalDialog } from "./modal-dialog";

function smooth(): ScrollBehavior {
  return matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/**
 * The detail screen's photos as a scroll-snap strip: a phone swipes through them with no script
 * at all, thumbnails are links to each photo, and each photo links to its full-size file. With
 * React running, the arrows and the keyboard move the strip, and a tap opens the photo full screen.
 *
 * Only the first photo is in the page at first. Each other one waits in a <noscript> copy (a
 * browser without scripts reads it, so every photo shows) and comes in once the visitor moves
 * towards it: a buyer who never swipes does not pay for five more photos.
 */
export function ImageCarousel({ images, name }: { images: string[]; name: string }) {
  const slides = images.length > 0 ? images : [DEFAULT_LISTING_IMAGE];
  const t = STRINGS.ui.carousel;
  const hydrated = useHydrated();
  // Low-data mode (issue 19): each photo's place waits for a tap; the thumbnails are numbers.
  const photosShown = usePhotosShown() || images.length === 0;
  const location = useLocation();
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const [wanted, setWanted] = useState(1);
  const [viewer, setViewer] = useState<number | null>(null);
  const many = slides.length > 1;
  const total = slides.length;
  const wrap = (position: number) => (position + total) % total;

  const go = (position: number) => {
    const target = wrap(position);
    setWanted((count) => Math.max(count, target + 2));
    const element = track.current;
    element?.scrollTo({ left: target * element.clientWidth, behavior: smooth() });
  };
  const onScroll = (event: UIEvent<HTMLUListElement>) => {
    const element = event.currentTarget;
    const current = Math.round(element.scrollLeft / Math.max(1, element.clientWidth));
    setIndex(current);
    setWanted((count) => Math.max(count, current + 2));
  };
  const photoAlt = (position: number) => t.photoAlt(name, position + 1, total);
  const shown = viewer === null ? null : (slides[viewer] ?? null);

  return (
    <section
      className="image-carousel"
      aria-roledescription="carousel"
      aria-label={t.photosOf(name)}
      onKeyDown={(event) => {
        if (event.target instanceof HTMLElement && event.target.closest("dialog")) return;
        if (event.key === "ArrowLeft") go(index - 1);
        if (event.key === "ArrowRight") go(index + 1);
      }}
    >
      <div className="image-carousel-main">
        <ul
          className="image-carousel-track"
          ref={track}
          onScroll={onScroll}
          // A finger on the strip: the next photo is wanted now, not when it slides in.
          onPointerDown={() => setWanted((count) => Math.max(count, index + 2))}
        >
          {slides.map((src, position) => {
            const image = <ListingImage src={src} alt={photoAlt(position)} slot="detail" priority={position === 0} />;
            return (
              <li key={src} id={`photo-${position + 1}`} aria-roledescription="slide" aria-label={t.slide(position + 1, total)}>
                <a
                  className="photo-link"
                  href={src}
                  aria-label={t.openPhoto(position + 1, total)}
                  onClick={(event) => {
                    event.preventDefault();
                    setViewer(position);
                  }}
                >
                  {!photosShown || position === 0 || (hydrated && position < wanted) ? image : <noscript>{image}</noscript>}
                </a>
              </li>
            );
          })}
        </ul>
        {many && hydrated ? (
          <>
            <button type="button" className="carousel-prev" onClick={() => go(index - 1)} aria-label={t.previous}>
              ‹
            </button>
            <button type="button" className="carousel-next" onClick={() => go(index + 1)} aria-label={t.next}>
              ›
            </button>
          </>
        ) : null}
        {many && hydrated ? (
          <span className="carousel-count" aria-live="polite">
            {index + 1} / {total}
          </span>
        ) : null}
      </div>
      {many ? (
        <ul className="image-carousel-thumbs">
          {slides.map((src, position) => (
            <li key={src}>
              <a
                href={`#photo-${position + 1}`}
                aria-label={t.showPhoto(position + 1)}
                aria-current={position === index}
                onClick={(event) => {
                  event.preventDefault();
                  go(position);
                }}
              >
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
      <ModalDialog open={shown !== null} onClose={() => setViewer(null)} title={t.viewerTitle((viewer ?? 0) + 1, total)} className="photo-viewer">
        {shown !== null && viewer !== null ? (
          <div className="photo-viewer-body">
            <img src={shown} alt={photoAlt(viewer)} />
            {many ? (
              <>
                <button type="button" className="carousel-prev" onClick={() => setViewer(wrap(viewer - 1))} aria-label={t.previous}>
                  ‹
                </button>
                <button type="button" className="carousel-next" onClick={() => setViewer(wrap(viewer + 1))} aria-label={t.next}>
                  ›
                </button>
              </>
            ) : null}
          </div>
        ) : null}
      </ModalDialog>
    </section>
  );
}

/** The same page with its photos, in low-data mode: `?photos=1`. */
function withPhotos(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set(PHOTOS_PARAM, "1");
  return `${pathname}?${params}`;
}
