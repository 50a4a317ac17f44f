import type { safety as en } from "../../en/server/safety";

/** Kiswahili: what the safety services answer (worker/services/safety/ and their API routes). */
export const safety: typeof en = {
  dismissed: "Imepuuzwa. Matangazo yote mawili yanabaki.",
  copyHidden: "Nakala imefichwa.",
  flagNotFound: "Kesi hii haipo au imeshashughulikiwa.",
  approved: "Tangazo limechapishwa.",
  rejected: "Tangazo limekataliwa: linabaki limefichwa, na muuzaji wake analiona kama limefichwa na msimamizi.",
  notHeld: "Tangazo hili halisubiri ukaguzi (huenda msimamizi mwingine ameshaamua).",
  reportReviewed: "Ripoti imekaguliwa.",
  reportNotFound: "Ripoti haipatikani",
  contactRefusals: {
    noNumber: "Tangazo hili halina namba ya simu iliyothibitishwa ya kuonyesha.",
    notForRobots: "Namba za simu zinaonyeshwa kwa watu tu.",
    tooManyVisitor: "Namba nyingi zimeonyeshwa kutoka mtandao huu sasa hivi. Tafadhali subiri dakika chache, au ingia ili uone zaidi.",
    tooManyMember: "Umeona namba nyingi saa hii. Tafadhali subiri kidogo, kisha ujaribu tena.",
  },
  badPaymentStatus: "Hali lazima iwe pending, paid, cancelled, timeout au failed.",
  homepageImagesUploaded: "Picha za ukurasa wa mwanzo zimepakiwa!",
  homepageImageRemoved: "Picha ya ukurasa wa mwanzo imeondolewa.",
  listingHidden: "Tangazo limefichwa.",
  listingRestored: "Tangazo limerudishwa.",
  verification: {
    requested: "Umeomba kuthibitishwa. Msimamizi ataangalia matangazo yako hivi karibuni.",
    alreadyPending: "Ombi lako la kuthibitishwa tayari linamsubiri msimamizi.",
    alreadyVerified: "Tayari wewe ni muuzaji aliyethibitishwa.",
    approved: "Muuzaji amethibitishwa.",
    rejected: "Ombi la kuthibitishwa limekataliwa.",
    withdrawn: "Alama ya muuzaji aliyethibitishwa imeondolewa.",
  },
};
