/** A number of this run and project alone for the publishing journeys: 078, the project's digit, the clock's last six. */
export function publishPhone(project: string): { local: string; stored: string; shown: string } {
  const digits = `8${project === "phone" ? 1 : project === "desktop" ? 2 : 3}${String(Date.now()).slice(-6)}`;
  const stored = `+2547${digits}`;
  return { local: `07${digits}`, stored, shown: `+254 ${stored.slice(4, 7)} ${stored.slice(7, 10)} ${stored.slice(10)}` };
}

/** The number as a pattern for an accessible name ("+254 781 234 567 Confirmed"). */
export function shownPattern(shown: string): RegExp {
  return new RegExp(shown.replace(/\+/g, "\\+"));
}
