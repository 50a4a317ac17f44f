import { Image, Source } from "@unpic/react/base";
import { bannerPicture } from "../../domain/image-transformer";
import { STRINGS } from "../../i18n";
import { attach } from "../../behaviours/contract";
import { sponsorBannerContract as contract } from "./sponsor-banner.contract";
import "./sponsor-banner.css";

export interface BannerImage {
  id: number;
  imageUrl: string;
  companyName: string;
  companyUrl: string;
}

/**
 * The sponsor carousel: a swipeable scroll-snap strip that works with no script at all. Its
 * behaviour (./sponsor-banner.behaviour.ts) adds autoplay every 6000 ms (looping only with more
 * than one image), pausing while hovered or focused, and the previous/next/dot controls (on wider
 * screens: a phone swipes). The
 * company link sits on the picture on wide screens and under it on phones, where it would cover
 * the sponsor's own name.
 */
export function SponsorBanner({ images }: { images: BannerImage[] }) {
  if (images.length === 0) return <BannerMessage text={STRINGS.components.sponsorBanner.noImages} />;
  const loops = images.length > 1;
  return (
    <section className="sponsor-banner" aria-roledescription="carousel" aria-label={STRINGS.components.sponsorBanner.sponsors} {...attach(loops && contract)}>
      <div className="sponsor-track" {...contract.part("track")}>
        {images.map((image, position) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI carousel pattern names each slide as a group
          <div
            className="sponsor-slide"
            key={image.id}
            role="group"
            aria-roledescription="slide"
            aria-label={STRINGS.components.sponsorBanner.sponsorSlide(position + 1, images.length, image.companyName)}
          >
            <div className="sponsor-picture">
              {position === 0 ? (
                <SponsorImage image={image} first />
              ) : (
                // Later slides cost a phone nothing until they are asked for: the behaviour puts a
                // slide's image in when the autoplay timer turns to it or the visitor moves the
                // banner. Without a script the browser reads the <noscript> copy, so every sponsor
                // still shows.
                <noscript>
                  <SponsorImage image={image} first={false} />
                </noscript>
              )}
            </div>
            <a className="sponsor-link" href={image.companyUrl} target="_blank" rel="noopener noreferrer sponsored">
              {STRINGS.components.sponsorBanner.discoverMore(image.companyName)}
            </a>
          </div>
        ))}
      </div>
      {loops ? (
        <div className="sponsor-controls" hidden {...contract.part("controls")}>
          <button type="button" {...contract.part("step", "-1")} aria-label={STRINGS.components.sponsorBanner.previousSponsor}>
            ‹
          </button>
          <div className="sponsor-dots">
            {images.map((image, position) => (
              <button
                type="button"
                key={image.id}
                className="dot"
                {...contract.part("dot", String(position))}
                aria-label={STRINGS.components.sponsorBanner.showSponsor(position + 1)}
                aria-current={position === 0}
              />
            ))}
          </div>
          <button type="button" {...contract.part("step", "1")} aria-label={STRINGS.components.sponsorBanner.nextSponsor}>
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}

/**
 * One sponsor's picture, written by unpic on the server through the stored copies
 * (`bannerPicture`, docs/decisions/091-image-variants.md and 125): a phone gets the 640-wide copy
 * whatever its screen's density, a wider screen the copy its column needs. Its box is the
 * stylesheet's (`unstyled`). The first slide is the home page's largest element: loaded at once
 * and ahead of everything else; the others wait in <noscript> until asked for.
 */
function SponsorImage({ image, first }: { image: BannerImage; first: boolean }) {
  const picture = bannerPicture(image.imageUrl);
  return (
    // `display: contents`: the <img> lays out as the slide's own child, as it did without <picture>.
    <picture style={{ display: "contents" }}>
      <Source {...picture.phone} />
      <Image {...picture.image} alt={image.companyName} priority={first} unstyled />
    </picture>
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
