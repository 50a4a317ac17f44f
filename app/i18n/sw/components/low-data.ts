import type { lowData as en } from "../../en/components/low-data";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.lowData). */
export const lowData: typeof en = {
  heading: "Hali ya data kidogo",
  isOn: "Hali ya data kidogo imewashwa: picha zinaonekana ukizigusa tu, na kurasa zinaacha ziada.",
  isOff: "Picha zinaonekana ukizigusa tu, na kurasa zinaacha ziada, ili utumie data kidogo.",
  turnOn: "Washa",
  turnOff: "Zima",
  turnOnLabel: "Washa hali ya data kidogo",
  turnOffLabel: "Zima hali ya data kidogo",
  offer: "Unataka kuokoa data? Washa hali ya data kidogo",
  noThanks: "Hapana, asante",
  tapToShow: "Gusa kuona picha",
};
