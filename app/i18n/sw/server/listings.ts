import type { listings as en } from "../../en/server/listings";

/** Kiswahili: what the listings services answer (worker/services/listings/ and their API routes). */
export const listings: typeof en = {
  created: "Tangazo limewekwa!",
  updated: "Tangazo limesasishwa!",
  deleted: "Tangazo limefutwa!",
  onlyUnavailable: "Ni { isAvailable: false } pekee inayokubaliwa.",
  markedUnavailable: "Tangazo limewekwa kuwa halipatikani!",
  markedSold: "Tangazo limewekwa kuwa limeuzwa.",
  markedAvailable: "Tangazo limewekwa kuwa linapatikana.",
  renewed: "Muda wa tangazo umeongezwa.",
  checkPhone: "Angalia simu yako ili ulipe kwa M-Pesa.",
  unknownChannel: "Njia hii ya mawasiliano haijulikani",
  messageSent: "Ujumbe umetumwa!",
  signIn: "Tafadhali ingia ili uongeze kwenye vipendwa!",
  added: "Imeongezwa kwenye vipendwa",
  removed: "Imeondolewa kwenye vipendwa",
  usernameTaken: "Jina hilo la mtumiaji limeshachukuliwa. Tafadhali chagua jingine.",
  wrongPassword: "Nenosiri lako la sasa si sahihi.",
  listingWrites: {
    notOwnerUpdate: "Huruhusiwi kuhariri tangazo hili.",
    notOwnerUnavailable: "Huruhusiwi kuweka tangazo hili kuwa halipatikani.",
    notOwnerDelete: "Huruhusiwi kufuta tangazo hili.",
    taken: "Moja ya picha hizi tayari inatumiwa na tangazo lingine. Tafadhali ipakie tena.",
    notSaved: "Tangazo lako halikuweza kuhifadhiwa sasa hivi. Tafadhali jaribu tena.",
  },
  listingStatus: {
    notOwner: "Ni muuzaji wa tangazo hili pekee anayeweza kulibadilisha.",
    notFound: "Tangazo halipatikani",
    sold: "Limewekwa kuwa limeuzwa. Halionekani tena kwenye utafutaji.",
    available: "Limewekwa kuwa linapatikana. Linaonekana tena kwenye utafutaji.",
    renewed: (until: string) => `Muda umeongezwa: linaonekana hadi ${until}.`,
    moderated: "Tangazo hili limefichwa na msimamizi, kwa hivyo haliwezi kubadilishwa sasa.",
    soldNoRenew: "Tangazo hili limewekwa kuwa limeuzwa. Liweke kuwa linapatikana kwanza.",
    badStatus: "Hali lazima iwe sold au available.",
  },
  renew: {
    used: "Link hii ya kuongeza muda imeshatumika au muda wake umeisha. Ongeza muda kupitia Matangazo yangu kwenye wasifu wako.",
  },
};
