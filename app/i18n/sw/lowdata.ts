import type { lowData as en } from "../en/lowdata";

/** Kiswahili: hali ya data kidogo. */
export const lowData: typeof en = {
  lowData: {
    heading: "Hali ya data kidogo",
    isOn: "Hali ya data kidogo imewashwa: picha zinaonekana ukizigusa tu, na kurasa zinaacha ziada.",
    isOff: "Picha zinaonekana ukizigusa tu, na kurasa zinaacha ziada, ili utumie data kidogo.",
    turnOn: "Washa",
    turnOff: "Zima",
    turnOnLabel: "Washa hali ya data kidogo",
    turnOffLabel: "Zima hali ya data kidogo",
    offer: "Unataka kuokoa data? Washa hali ya data kidogo",
    noThanks: "Hapana, asante",
    turnedOn: "Hali ya data kidogo imewashwa. Gusa picha ili uione.",
    turnedOff: "Hali ya data kidogo imezimwa.",
    tapToShow: "Gusa kuona picha",
    showPhotos: "Onyesha picha",
  },
};
