import type { search as en } from "../../en/server/search";

/** Kiswahili: what the search services answer (worker/services/search/ and their API routes). */
export const search: typeof en = {
  signIn: "Tafadhali ingia ili uhifadhi utafutaji.",
  saved: "Utafutaji umehifadhiwa",
  alertsUpdated: "Arifa zimesasishwa",
  cursorInvalid: "Mahali hapo kwenye orodha si sahihi. Anza tena kutoka ukurasa wa kwanza.",
  pastCap: (cap: string) => `Kurasa zilizo baada ya matangazo ${cap} ya kwanza husomwa kwa kiashiria cha after cha ukurasa uliotangulia.`,
  deleted: "Utafutaji uliohifadhiwa umefutwa",
  savedSearches: {
    nameRequired: "Upe utafutaji huu jina.",
    nameTooLong: (max: number) => `Jina lisizidi herufi ${max}.`,
    frequency: "Arifa zinaweza kuwa za papo hapo (instant), za kila siku (daily) au zimezimwa (off).",
    query: "Utafutaji wa kuhifadhi lazima uwe anwani ya utafutaji, kama category=Vehicles&make=toyota.",
    empty: "Ongeza maneno au kichujio kabla ya kuhifadhi utafutaji.",
    tooMany: (max: number) => `Unaweza kuhifadhi utafutaji ${max} tu. Futa mmoja ili uhifadhi mwingine.`,
    duplicate: "Tayari umehifadhi utafutaji huu.",
    notFound: "Utafutaji uliohifadhiwa haupatikani.",
  },
};
