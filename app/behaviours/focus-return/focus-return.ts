/**
 * Focus return (./focus-return.contract.ts): each area remembers which of its forms was sent; when
 * the answer brings the area back (the runtime connects the new element), and the focus went with
 * the old page, the focus goes to the area's first field, the same form's button, the pressed
 * form's row, or the area itself, in that order.
 */
import { defineBehaviour } from "../runtime";
import { focusReturnContract } from "./focus-return.contract";

interface Sent {
  area: string;
  form: string | undefined;
  row: string | null;
}

/** The last form sent from an area, until an answer brings that area back. */
let sent: Sent | null = null;

function focusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}

function focusIn(area: HTMLElement, from: Sent): void {
  const first = focusReturnContract.find(area, "first");
  const same = from.form ? formWithKey(area, from.form) : null;
  const row = from.row === null ? null : focusReturnContract.find(area, "row", from.row);
  const target = first ?? same?.querySelector<HTMLElement>("button") ?? row?.querySelector<HTMLElement>("a, button") ?? area;
  if (target === area) area.tabIndex = -1;
  target.focus({ preventScroll: true });
}

function formWithKey(area: HTMLElement, key: string): HTMLFormElement | null {
  return [...area.getElementsByTagName("form")].find((form) => focusReturnContract.read(form, "key") === key) ?? null;
}

export const focusReturn = defineBehaviour(focusReturnContract, (area) => {
  const key = focusReturnContract.key(area, "area") ?? "";
  if (sent?.area === key) {
    const from = sent;
    sent = null;
    if (focusLost()) focusIn(area, from);
  }
  const remember = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    const row = focusReturnContract.closest(event.target, "row");
    sent = { area: key, form: focusReturnContract.read(event.target, "key"), row: row ? focusReturnContract.key(row, "row") : null };
  };
  area.addEventListener("submit", remember);
  return () => area.removeEventListener("submit", remember);
});
