import type { adminReportsSection as en } from "../../en/components/admin-reports-section";
import { groupedCount } from "../../../domain/ksh";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.adminReportsSection). */
export const adminReportsSection: typeof en = {
  reports: "Ripoti",
  intro: "Yaliyoripotiwa na wanunuzi na mfumo, kila moja na hatua ya kulimaliza. Sehemu hii inajisasisha yenyewe.",
  hiddenByReports: "Yamefichwa na ripoti",
  hiddenByReportsHint: "Matangazo ambayo watu kadhaa waliripoti: yamefichwa hadi uyaangalie. Rudisha hurudisha tangazo na kufuta ripoti zake.",
  noHiddenByReports: "Hakuna tangazo lililofichwa na ripoti.",
  reportsCount: (n: number) => `ripoti ${groupedCount(n)}`,
  hiddenWhen: (date: string) => `lilifichwa ${date}`,
  restore: "Rudisha",
  restoreLabel: (name: string) => `Rudisha: ${name}, lililofichwa na ripoti`,
  copiedPhotosHint:
    "Tangazo jipya ambalo picha yake inafanana na tangazo la muuzaji mwingine. Linganisha hayo mawili; ficha nakala, au puuza kama picha ni za muuzaji mwenyewe.",
  noCopiedPhotos: "Hakuna nakala zinazoshukiwa kwa sasa.",
  copy: "Tangazo jipya",
  original: "Tangazo la awali",
  sameBytes: "Picha ileile",
  similarPhoto: "Picha inayofanana sana",
  posted: (date: string) => `liliwekwa ${date}`,
  flagged: (date: string) => `Lilishukiwa ${date}`,
  alreadyHidden: "Imefichwa",
  noPhoto: "Hakuna picha",
  photoOf: (name: string) => `Picha kuu ya ${name}`,
  dismiss: "Puuza",
  dismissLabel: (name: string) => `Puuza: ${name} si nakala`,
  hideCopy: "Ficha nakala",
  hideCopyLabel: (name: string) => `Ficha nakala: ${name}`,
};
