import { attach } from "../../behaviours/contract";
import { KenyaFlag } from "../brand-art";
import { eatClockContract as contract } from "./eat-clock.contract";
import { formatEatClock, formatEatDay } from "../../domain/time";
import { STRINGS } from "../../i18n";
import "./eat-clock.css";

/**
 * The East Africa Time clock with the flag of Kenya. Rendered on the server; its behaviour
 * (./eat-clock.behaviour.ts) makes it tick each second.
 */
export function EatClock({ serverNow }: { serverNow: number }) {
  return (
    <section
      className="eat-clock"
      aria-label={STRINGS.components.eatClock.clockLabel}
      {...attach(contract)}
      // The behaviour ticks the day without a catalogue: the names come with the page, in its language.
      {...contract.values({ days: STRINGS.domain.time.days.join(","), months: STRINGS.domain.time.months.join(",") })}
    >
      <KenyaFlag label={STRINGS.components.eatClock.flagAlt} />
      <div>
        <time className="eat-clock-time" dateTime={new Date(serverNow).toISOString()}>
          {formatEatClock(serverNow)}
        </time>
        <span className="eat-clock-day" {...contract.part("day")}>
          {formatEatDay(serverNow)} · EAT
        </span>
      </div>
    </section>
  );
}
