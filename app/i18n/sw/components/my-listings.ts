import type { myListings as en } from "../../en/components/my-listings";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.myListings). */
export const myListings: typeof en = {
  noListings: "Bado hujaweka tangazo lolote.",
  edit: "Hariri",
  confirmDeleteListing: "Una uhakika unataka kufuta tangazo hili?",
  statuses: {
    active: "Inaonekana",
    unavailable: "Haipatikani",
    sold: "Imeuzwa",
    expired: "Muda wake umeisha",
    hidden: "Imefichwa na wasimamizi",
    held: "Linasubiri ukaguzi",
    underReview: "Inakaguliwa",
  },
  figures: { views: "Kutazamwa", calls: "Simu", whatsapp: "WhatsApp", messages: "Ujumbe", favourites: "Vipendwa" },
  last30: "Siku 30",
  total: "Jumla",
  expiresOn: (date: string) => `Inaonekana hadi ${date}`,
  expiredOn: (date: string) => `Muda wake uliisha ${date}`,
  soldOn: (date: string) => `Imeuzwa ${date}`,
  noneWithStatus: "Hakuna matangazo yenye hali hii.",
  listingFigures: (name: string) => `Takwimu za ${name}`,
};
