import type { common as en } from "../../en/server/common";

/** Kiswahili: what the Worker answers in any service area. */
export const common: typeof en = {
  common: {
    signInFirst: "Tafadhali ingia kwanza.",
    adminOnly: "Ni wasimamizi pekee wanaoweza kufanya hivi.",
    somethingWentWrong: "Kuna tatizo. Tafadhali jaribu tena baadaye.",
    notFound: "Haipatikani",
    invalidInput: "Ulichotuma si sahihi",
    foreignOrigin: "Ombi hili limetoka kwenye tovuti nyingine, kwa hivyo limekataliwa.",
    listingNotFound: "Tangazo halipatikani",
    userNotFound: "Mtumiaji hapatikani",
    imageNotFound: "Picha haipatikani",
    paymentNotFound: "Malipo hayapatikani",
    wholeNumber: (name: string) => `${name} lazima iwe namba kamili.`,
  },
  selectImage: "Tafadhali chagua picha.",
  avatarTooBig: "Hitilafu: picha haikupakiwa (lazima iwe chini ya 2MB).",
  avatarNotImage: "Tafadhali chagua picha (JPEG, PNG, WebP au AVIF).",
};
