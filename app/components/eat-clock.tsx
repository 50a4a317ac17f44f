import { useEffect, useState } from "react";
import { formatEatClock, formatEatDay } from "../domain/time";

/** The live East Africa Time clock with the flag of Kenya, ticking each second. */
export function EatClock({ serverNow }: { serverNow: number }) {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="eat-clock" aria-label="Time in Nairobi">
      <img src="/flag-ke.svg" alt="Flag of Kenya" width="36" height="24" />
      <div>
        <time className="eat-clock-time" dateTime={new Date(now).toISOString()} suppressHydrationWarning>
          {formatEatClock(now)}
        </time>
        <span className="eat-clock-day" suppressHydrationWarning>
          {formatEatDay(now)} · EAT
        </span>
      </div>
    </div>
  );
}
