import type { home as en } from "../../en/screens/home";

/** Kiswahili: what its screen shows (STRINGS.screens.home). */
export const home: typeof en = {
  featuredTitle: "Featured: matangazo yaliyokuzwa",
  categoriesFailedToast: (message: string) => `Imeshindwa kupakia kategoria: ${message}`,
  popular: "Matangazo maarufu",
  offers: "Ofa mpya",
  products: "Bidhaa na huduma mpya",
  places: "Maeneo na matangazo mapya",
  noPopular: "Hakuna matangazo maarufu kwa sasa",
  noOffers: "Hakuna ofa mpya kwa sasa",
  noProducts: "Hakuna bidhaa au huduma mpya kwa sasa",
  noPlaces: "Hakuna maeneo au nyumba za kukodisha mpya kwa sasa",
  rowsError: (message: string) => `Imeshindwa kupakia matangazo: ${message}`,
  startSelling: "Anza kuuza sasa",
  homeTitle: "Sokoni | Nunua, uza na kodisha kote Kenya",
  homeDescription: "Magari, simu, nyumba, kazi na mengine kutoka kwa wauzaji wa kaunti zote 47. Bei kwa KSh. Mpigie muuzaji simu au umtumie WhatsApp.",
  welcomeTitle: "Karibu Sokoni: soko la Kenya",
  welcomeText:
    "Nunua, uza na kodisha chochote, kuanzia magari na simu hadi nyumba na mazao ya shamba, na wauzaji kutoka kaunti zote za Kenya. Bei ziko kwa shilingi, na unawafikia wauzaji moja kwa moja kwa simu au WhatsApp.",
  promoTitle: "Uza haraka zaidi kwenye Sokoni",
  promoText:
    "Weka tangazo lako kwa dakika chache na picha hadi 6. Wanunuzi wanaona bei yako kwa KSh na wanakupigia simu au kukutumia WhatsApp mara moja. Matangazo ya kawaida ni bure.",
  postListing: "Weka tangazo",
};
