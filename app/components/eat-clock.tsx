import { KenyaFlag } from "./brand-art";
import { formatEatClock, formatEatDay } from "../domain/time";
import { STRINGS } from "../i18n";

/**
 * The East Africa Time clock with the flag of Kenya. Rendered on the server; the home page's
 * enhancer (app/enhance/home.ts) makes it tick each second.
 */
export function EatClock({ serverNow }: { serverNow: number }) {
  return (
    <section
      className="eat-clock"
      aria-label={STRINGS.ui.home.clockLabel}
      data-eat-clock
      // The home script ticks the day without a catalogue: the names come with the page, in its language.
      data-days={STRINGS.domain.time.days.join(",")}
      data-months={STRINGS.domain.time.months.join(",")}
    >
      <KenyaFlag label={STRINGS.ui.home.flagAlt} />
      <div>
        <time className="eat-clock-time" dateTime={new Date(serverNow).toISOString()}>
          {formatEatClock(serverNow)}
        </time>
        <span className="eat-clock-day">{formatEatDay(serverNow)} · EAT</span>
      </div>
    </section>
  );
}
