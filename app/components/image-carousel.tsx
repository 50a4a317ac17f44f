import { useState } from "react";
import { DEFAULT_LISTING_IMAGE } from "../domain/images";
import { ListingImage } from "./listing-image";

/** The detail screen's photos: one large image, previous/next and a strip of thumbnails. */
export function ImageCarousel({ images, name }: { images: string[]; name: string }) {
  const slides = images.length > 0 ? images : [DEFAULT_LISTING_IMAGE];
  const [index, setIndex] = useState(0);
  const go = (next: number) => setIndex((next + slides.length) % slides.length);
  const current = slides[index] ?? DEFAULT_LISTING_IMAGE;
  return (
    <section
      className="image-carousel"
      aria-roledescription="carousel"
      aria-label={`Photos of ${name}`}
      onKeyDown={(event) => {
        if (event.key === "ArrowLeft") go(index - 1);
        if (event.key === "ArrowRight") go(index + 1);
      }}
    >
      <div className="image-carousel-main">
        <ListingImage key={current} src={current} alt={`${name}, photo ${index + 1} of ${slides.length}`} slot="detail" priority />
        {slides.length > 1 ? (
          <>
            <button type="button" className="carousel-prev" onClick={() => go(index - 1)} aria-label="Previous photo">
              ‹
            </button>
            <button type="button" className="carousel-next" onClick={() => go(index + 1)} aria-label="Next photo">
              ›
            </button>
            <span className="carousel-count" aria-live="polite">
              {index + 1} / {slides.length}
            </span>
          </>
        ) : null}
      </div>
      {slides.length > 1 ? (
        <ul className="image-carousel-thumbs">
          {slides.map((src, position) => (
            <li key={src}>
              <button type="button" onClick={() => setIndex(position)} aria-label={`Show photo ${position + 1}`} aria-current={position === index}>
                <ListingImage src={src} alt="" slot="preview" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
