import { formatEatClock, formatEatDay } from "../domain/time";

/**
 * The East Africa Time clock with the flag of Kenya. Rendered on the server; the home page's
 * enhancer (app/enhance/home.ts) makes it tick each second.
 */
export function EatClock({ serverNow }: { serverNow: number }) {
  return (
    <section className="eat-clock" aria-label="Time in Nairobi" data-eat-clock>
      <img src="/flag-ke.svg" alt="Flag of Kenya" width="36" height="24" />
      <div>
        <time className="eat-clock-time" dateTime={new Date(serverNow).toISOString()}>
          {formatEatClock(serverNow)}
        </time>
        <span className="eat-clock-day">{formatEatDay(serverNow)} · EAT</span>
      </div>
    </section>
  );
}
