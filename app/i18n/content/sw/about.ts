import type { AboutPage } from "../types";

/** Kiswahili: the about page (twin of ../en/about.ts). */
export const ABOUT: AboutPage = {
  title: "Kuhusu Sokoni",
  description:
    "Sokoni ni soko la matangazo la Kenya: magari, nyumba na ardhi, vifaa vya elektroniki, mavazi na huduma za kuuza au kukodisha kwa KSh, katika kaunti zote 47.",
  path: "/about",
  intro:
    "Sokoni ni soko la matangazo la Kenya. Tunawaleta pamoja wanunuzi na wauzaji, kuanzia mwanafunzi anayeuza simu Eldoret hadi mfanyabiashara mwenye yadi iliyojaa magari Mombasa.",
  offerHeading: "Utakachopata hapa",
  offer: [
    "Magari, nyumba na ardhi, vifaa vya elektroniki, mavazi na bidhaa na huduma nyingine nyingi, za kuuza au za kukodisha. Kila bei iko kwa shilingi za Kenya (KSh), na matangazo yanatoka kaunti zote 47.",
    "Sokoni yenyewe haiuzi chochote na haihusiki na malipo ya biashara. Wanunuzi humpigia muuzaji simu, humwandikia ujumbe au WhatsApp moja kwa moja, na wanakubaliana wenyewe.",
    "Kuweka tangazo ni bure. Sokoni hulipisha tu boost (Top au Featured) ambayo muuzaji anachagua kwa tangazo lake mwenyewe, kwa M-Pesa.",
  ],
  howHeading: "Jinsi inavyofanya kazi",
  how: [
    "Tafuta au pitia matangazo kwa kategoria na kaunti, na uhifadhi matangazo unayopenda.",
    "Mpigie muuzaji simu au umtumie ujumbe WhatsApp, kisha mkutane, ukague bidhaa na ulipe tu ukiridhika.",
    "Unauza? Fungua akaunti bila malipo, weka picha na bei, na wanunuzi watawasiliana nawe.",
  ],
  claimsHeading: "Sokoni kwa namba",
  claims: {
    listings: "matangazo yanayoonekana leo",
    sellers: "wauzaji wenye matangazo yanayoonekana",
    counties: "kati ya kaunti 47 za Kenya zenye matangazo",
    free: "kuweka tangazo",
  },
  freeFigure: "KSh 0",
  browse: "Angalia matangazo",
  sell: "Anza kuuza",
};
