import type { listingEnded as en } from "../../en/components/listing-ended";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.listingEnded). */
export const listingEnded: typeof en = {
  soldTitle: "Imeuzwa",
  soldText: "Bidhaa hii imeuzwa. Matangazo yanayofanana yako hapa chini.",
  expiredTitle: "Muda wa tangazo hili umeisha",
  expiredText: "Halionekani tena. Matangazo yanayofanana yako hapa chini.",
  ownerSold: "Uliweka tangazo hili kuwa limeuzwa, kwa hivyo wanunuzi hawalioni tena. Liweke kuwa linapatikana ili lionekane tena.",
  ownerExpired: "Muda wa tangazo hili umeisha, kwa hivyo wanunuzi hawalioni tena. Ongeza muda wake ili lionekane tena.",
};
