import { useRef, useState, type UIEvent } from "react";
import { DEFAULT_LISTING_IMAGE } from "../domain/images";
import { useHydrated } from "./listing-actions";
import { ListingImage } from "./listing-image";
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
  const hydrated = useHydrated();
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
  const photoAlt = (position: number) => `${name}, photo ${position + 1} of ${total}`;
  const shown = viewer === null ? null : (slides[viewer] ?? null);

  return (
    <section
      className="image-carousel"
      aria-roledescription="carousel"
      aria-label={`Photos of ${name}`}
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
              <li key={src} id={`photo-${position + 1}`} aria-roledescription="slide" aria-label={`${position + 1} of ${total}`}>
                <a
                  className="photo-link"
                  href={src}
                  aria-label={`Open photo ${position + 1} of ${total} full size`}
                  onClick={(event) => {
                    event.preventDefault();
                    setViewer(position);
                  }}
                >
                  {position === 0 || (hydrated && position < wanted) ? image : <noscript>{image}</noscript>}
                </a>
              </li>
            );
          })}
        </ul>
        {many && hydrated ? (
          <>
            <button type="button" className="carousel-prev" onClick={() => go(index - 1)} aria-label="Previous photo">
              ‹
            </button>
            <button type="button" className="carousel-next" onClick={() => go(index + 1)} aria-label="Next photo">
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
                aria-label={`Show photo ${position + 1}`}
                aria-current={position === index}
                onClick={(event) => {
                  event.preventDefault();
                  go(position);
                }}
              >
                <ListingImage src={src} alt="" slot="preview" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <ModalDialog open={shown !== null} onClose={() => setViewer(null)} title={`Photo ${(viewer ?? 0) + 1} of ${total}`} className="photo-viewer">
        {shown !== null && viewer !== null ? (
          <div className="photo-viewer-body">
            <img src={shown} alt={photoAlt(viewer)} />
            {many ? (
              <>
                <button type="button" className="carousel-prev" onClick={() => setViewer(wrap(viewer - 1))} aria-label="Previous photo">
                  ‹
                </button>
                <button type="button" className="carousel-next" onClick={() => setViewer(wrap(viewer + 1))} aria-label="Next photo">
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
