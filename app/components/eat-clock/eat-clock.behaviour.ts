/**
 * The clock (./eat-clock.contract.ts) ticks every second. Its day is written with the names the
 * server put on the clock; without them the server's day stays (it changes at midnight only).
 */
import { formatEatClock, formatEatDayWith } from "../../domain/clock";
import { defineBehaviour } from "../../behaviours/runtime";
import { eatClockContract as contract } from "./eat-clock.contract";

export const eatClock = defineBehaviour(contract, (clock) => {
  const time = clock.querySelector("time");
  const day = contract.find(clock, "day");
  if (!time || !day) return;
  const days = contract.read(clock, "days")?.split(",") ?? [];
  const months = contract.read(clock, "months")?.split(",") ?? [];
  const update = () => {
    const now = Date.now();
    time.textContent = formatEatClock(now);
    time.dateTime = new Date(now).toISOString();
    if (days.length === 7 && months.length === 12) day.textContent = `${formatEatDayWith(now, { days, months })} · EAT`;
  };
  update();
  const timer = setInterval(update, 1000);
  return () => clearInterval(timer);
});
