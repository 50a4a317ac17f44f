import type { CSSProperties } from "react";
import { lowDataPhotoContract } from "./low-data.contract";
import { useLocation, useRouteLoaderData } from "react-router";
import { type LowDataState, PHOTOS_PARAM } from "../domain/low-data";
import { STRINGS } from "../i18n";
import "./low-data.css";

/*
 * Low-data mode on the page (docs/decisions/087-low-data-mode.md). The root loader reads
 * the choice once per request; every part here reads it from the root's data.
 */

function useLowDataState(): LowDataState | undefined {
  return (useRouteLoaderData("root") as { lowData?: LowDataState } | undefined)?.lowData;
}

/** Low-data mode is on for this request. */
export function useLowData(): boolean {
  return useLowDataState()?.on === true;
}

/** Listing photos show: always, except in low-data mode (unless this page asked for them: `?photos=1`). */
export function usePhotosShown(): boolean {
  const on = useLowData();
  const { search } = useLocation();
  return !on || new URLSearchParams(search).get(PHOTOS_PARAM) === "1";
}

/** This page's own address, where the switch brings the reader back. */
function useHere(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

/**
 * The switch: a plain form posted to /low-data (a full page load, since the mode decides what the
 * next page loads), in the footer and on the profile.
 */
export function LowDataSwitch({ id, onDark = true }: { id: string; onDark?: boolean }) {
  const on = useLowData();
  const here = useHere();
  const t = STRINGS.components.lowData;
  return (
    // Not a named region: the footer's and the profile's would be two landmarks of one name.
    <section className={onDark ? "low-data-switch" : "low-data-switch card"}>
      <h2 id={id}>{t.heading}</h2>
      <p>{on ? t.isOn : t.isOff}</p>
      <form method="post" action="/low-data">
        <input type="hidden" name="redirectTo" value={here} />
        <input type="hidden" name="lowData" value={on ? "0" : "1"} />
        <button type="submit" className={onDark ? "button small outline light" : "button small outline"} aria-label={on ? t.turnOffLabel : t.turnOnLabel}>
          {on ? t.turnOff : t.turnOn}
        </button>
      </form>
    </section>
  );
}

/**
 * Under the header when the browser says it saves data (`Save-Data: on`) and no choice was made:
 * Turn on, or No thanks (remembered as off, so it is not offered again).
 */
export function LowDataOffer() {
  const offered = useLowDataState()?.offer === true;
  const here = useHere();
  if (!offered) return null;
  const t = STRINGS.components.lowData;
  return (
    <aside className="low-data-offer" aria-labelledby="low-data-offer">
      <form method="post" action="/low-data">
        <p id="low-data-offer">{t.offer}</p>
        <input type="hidden" name="redirectTo" value={here} />
        <input type="hidden" name="offer" value="1" />
        <button type="submit" name="lowData" value="1" className="button small">
          {t.turnOn}
        </button>
        <button type="submit" name="lowData" value="0" className="button small outline">
          {t.noThanks}
        </button>
      </form>
    </aside>
  );
}

export interface PlaceholderPhoto {
  src: string;
  srcSet?: string;
  sizes?: string;
  alt: string;
  /** The box the photo would take (the same aspect ratio and size limits), so nothing moves when it comes. */
  style: CSSProperties;
  /** The photo's own class, if it has one (a chat thumbnail's). */
  className?: string;
}

/**
 * A photo's place in low-data mode: the same box, a short label, and the photo's address in
 * `data-` attributes, which the low-data script (app/enhance/low-data.ts) turns into the photo when
 * tapped. Where the place is not inside a link already, it is a link to the photo itself (`href`),
 * so a browser without scripts shows it too; inside a link (a recently viewed entry, an inbox row)
 * it is a plain box, hidden from screen readers (`decorative`) as the photo's empty alt was.
 */
export function PhotoPlaceholder({ photo, href, decorative = false }: { photo: PlaceholderPhoto; href?: string; decorative?: boolean }) {
  const data = {
    className: `photo-placeholder${photo.className ? ` ${photo.className}` : ""}`,
    style: photo.style,
    ...lowDataPhotoContract.values({ photo: photo.src, srcset: photo.srcSet, sizes: photo.sizes, alt: photo.alt, className: photo.className }),
  };
  const label = (
    <span className="photo-placeholder-label">
      {STRINGS.components.lowData.tapToShow}
      {photo.alt ? <span className="visually-hidden">{`: ${photo.alt}`}</span> : null}
    </span>
  );
  if (href) {
    return (
      <a {...data} href={href}>
        {label}
      </a>
    );
  }
  return (
    <span {...data} aria-hidden={decorative ? "true" : undefined}>
      {label}
    </span>
  );
}
