import { useEffect, useState } from "react";
import { LIMITS } from "../domain/limits";
import { STRINGS } from "../strings";

export interface BannerImage {
  id: number;
  imageUrl: string;
  companyName: string;
  companyUrl: string;
}

/**
 * The sponsor carousel: autoplay every 6000 ms, looping only when there is more than one image,
 * paused while hovered or focused. Written here rather than pulled in: it is a few lines, and a
 * carousel library would cost our users more bytes than it saves us.
 */
export function SponsorBanner({ images }: { images: BannerImage[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const loops = images.length > 1;

  useEffect(() => {
    if (!loops || paused) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % images.length), LIMITS.bannerAutoplayMs);
    return () => clearInterval(timer);
  }, [loops, paused, images.length]);

  if (images.length === 0) return <BannerMessage text={STRINGS.home.noImages} />;

  const go = (next: number) => setIndex((next + images.length) % images.length);
  return (
    <section
      className="sponsor-banner"
      aria-roledescription="carousel"
      aria-label="Sponsors"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="sponsor-track" style={{ transform: `translateX(-${index * 100}%)` }}>
        {images.map((image, position) => (
          <div
            className="sponsor-slide"
            key={image.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${position + 1} of ${images.length}`}
            aria-hidden={position !== index}
          >
            <img
              src={image.imageUrl}
              alt={image.companyName}
              width={1200}
              height={400}
              loading={position === 0 ? "eager" : "lazy"}
              fetchPriority={position === 0 ? "high" : "auto"}
              decoding="async"
            />
            <a
              className="sponsor-link"
              href={image.companyUrl}
              target="_blank"
              rel="noopener noreferrer sponsored"
              tabIndex={position === index ? 0 : -1}
            >
              {STRINGS.home.discoverMore(image.companyName)}
            </a>
          </div>
        ))}
      </div>
      {loops ? (
        <div className="sponsor-controls">
          <button type="button" onClick={() => go(index - 1)} aria-label="Previous sponsor">
            ‹
          </button>
          <div className="sponsor-dots">
            {images.map((image, position) => (
              <button
                type="button"
                key={image.id}
                className={position === index ? "dot active" : "dot"}
                onClick={() => go(position)}
                aria-label={`Show sponsor ${position + 1}`}
                aria-current={position === index}
              />
            ))}
          </div>
          <button type="button" onClick={() => go(index + 1)} aria-label="Next sponsor">
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** The banner's place when it has nothing to show: same size, so nothing below moves. */
export function BannerMessage({ text, role }: { text: string; role?: "alert" | "status" }) {
  return (
    <section className="sponsor-banner message" role={role}>
      <p>{text}</p>
    </section>
  );
}
