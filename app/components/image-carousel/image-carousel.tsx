import { useLocation } from "react-router";
import { attach } from "../../behaviours/contract";
import { DEFAULT_LISTING_IMAGE } from "../../domain/images";
import { PHOTOS_PARAM } from "../../domain/low-data";
import { STRINGS } from "../../i18n";
import { ListingImage } from "../listing-image";
import { usePhotosShown } from "../low-data";
import { PhotoViewer } from "../photo-viewer/photo-viewer";
import { photoViewerContract } from "../photo-viewer/photo-viewer.contract";
import { imageCarouselContract as carousel } from "./image-carousel.contract";
import "./image-carousel.css";

/**
 * The detail screen's photos as a scroll-snap strip: a phone swipes through them with no script
 * at all, thumbnails are links to each photo, and each photo links to its full-size file. Where
 * scripts run, ./image-carousel.behaviour.ts shows the arrows and the count and moves the strip
 * with them and the keyboard, and the photo viewer's behaviour (../photo-viewer) opens a tapped
 * photo full screen.
 *
 * Only the first photo is in the page at first. Each other one waits in a <noscript> copy (a
 * browser without scripts reads it, so every photo shows) and comes in once the visitor moves
 * towards it: a buyer who never swipes does not pay for five more photos.
 */
export function ImageCarousel({ images, name }: { images: string[]; name: string }) {
  const slides = images.length > 0 ? images : [DEFAULT_LISTING_IMAGE];
  // Low-data mode: each photo's place waits for a tap; the thumbnails are numbers.
  const photosShown = usePhotosShown() || images.length === 0;
  const location = useLocation();
  const many = slides.length > 1;
  const total = slides.length;
  const photoAlt = (position: number) => STRINGS.components.imageCarousel.photoAlt(name, position + 1, total);

  return (
    <section
      className="image-carousel"
      aria-roledescription="carousel"
      aria-label={STRINGS.components.imageCarousel.photosOf(name)}
      {...attach(carousel, photosShown && photoViewerContract)}
    >
      <div className="image-carousel-main">
        <ul className="image-carousel-track" {...carousel.part("track")}>
          {slides.map((src, position) => {
            const image = <ListingImage src={src} alt={photoAlt(position)} slot="detail" priority={position === 0} />;
            return (
              <li key={src} id={`photo-${position + 1}`} aria-roledescription="slide" aria-label={STRINGS.components.imageCarousel.slide(position + 1, total)}>
                <a
                  className="photo-link"
                  href={src}
                  aria-label={STRINGS.components.imageCarousel.openPhoto(position + 1, total)}
                  {...photoViewerContract.part("photo", STRINGS.components.photoViewer.viewerTitle(position + 1, total))}
                  {...photoViewerContract.values({ alt: photoAlt(position) })}
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
            <button type="button" className="carousel-prev" {...carousel.part("step", "-1")} aria-label={STRINGS.components.photoViewer.previous} hidden>
              ‹
            </button>
            <button type="button" className="carousel-next" {...carousel.part("step", "1")} aria-label={STRINGS.components.photoViewer.next} hidden>
              ›
            </button>
            <span className="carousel-count" {...carousel.part("count")} aria-live="polite" hidden>
              1 / {total}
            </span>
          </>
        ) : null}
      </div>
      {many ? (
        <ul className="image-carousel-thumbs">
          {slides.map((src, position) => (
            <li key={src}>
              <a
                href={`#photo-${position + 1}`}
                aria-label={STRINGS.components.imageCarousel.showPhoto(position + 1)}
                aria-current={position === 0}
                {...carousel.part("dot", String(position))}
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
          {STRINGS.components.imageCarousel.showPhotos}
        </a>
      )}
      {/* The full-size viewer the photo viewer's behaviour opens on a tapped photo. */}
      {photosShown ? <PhotoViewer total={total} /> : null}
    </section>
  );
}

/** The same page with its photos, in low-data mode: `?photos=1`. */
function withPhotos(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set(PHOTOS_PARAM, "1");
  return `${pathname}?${params}`;
}
