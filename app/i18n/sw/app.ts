import type { app as en } from "../en/app";

/** Kiswahili: the language switch, the installed app, offline pages, notifications and low-data mode. */
export const app: typeof en = {
  language: {
    switchLabel: "Lugha",
  },
  install: {
    description: "Nunua, uza na kodisha kote Kenya: magari, simu, nyumba, kazi na zaidi, kwa bei za KSh.",
    searchShortcut: "Tafuta",
    searchShortcutLong: "Tafuta matangazo",
    sellShortcut: "Uza",
    sellShortcutLong: "Weka tangazo",
  },
  offline: {
    title: "Uko offline",
    lead: "Sokoni haiwezi kufikia intaneti sasa hivi. Angalia data au Wi-Fi yako, kisha jaribu tena.",
    tryAgain: "Jaribu tena",
    canDoTitle: "Unachoweza kufanya",
    canReadKept: "Soma matangazo uliyofungua hivi karibuni: 20 ya mwisho yamehifadhiwa kwenye simu hii.",
    needsConnection: "Kutafuta, kuweka tangazo, ujumbe na akaunti yako vinahitaji mtandao.",
    keptTitle: "Matangazo yaliyohifadhiwa kwenye simu hii",
    keptNone: "Bado hakuna tangazo lililohifadhiwa. Matangazo unayofungua ukiwa online yanahifadhiwa hapa, hadi 20, ili uyasome bila mtandao.",
  },
};
