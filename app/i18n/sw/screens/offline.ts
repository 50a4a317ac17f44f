import type { offline as en } from "../../en/screens/offline";

/** Kiswahili: what its screen shows (STRINGS.screens.offline). */
export const offline: typeof en = {
  title: "Uko offline",
  lead: "Sokoni haiwezi kufikia intaneti sasa hivi. Angalia data au Wi-Fi yako, kisha jaribu tena.",
  tryAgain: "Jaribu tena",
  canDoTitle: "Unachoweza kufanya",
  canReadKept: "Soma matangazo uliyofungua hivi karibuni: 20 ya mwisho yamehifadhiwa kwenye simu hii.",
  needsConnection: "Kutafuta, kuweka tangazo, ujumbe na akaunti yako vinahitaji mtandao.",
  keptTitle: "Matangazo yaliyohifadhiwa kwenye simu hii",
  keptNone: "Bado hakuna tangazo lililohifadhiwa. Matangazo unayofungua ukiwa online yanahifadhiwa hapa, hadi 20, ili uyasome bila mtandao.",
};
