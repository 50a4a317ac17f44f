import type { media as en } from "../../en/server/media";

/** Kiswahili: what the media services answer (worker/services/media/ and their API routes). */
export const media: typeof en = {
  photos: "Picha zimepakiwa!",
  images: "Picha zimepakiwa!",
  storage: {
    tooManyUploads: "Umepakia picha nyingi katika saa iliyopita. Tafadhali subiri kidogo kisha ujaribu tena.",
    notStored: "Picha zako hazikuweza kuhifadhiwa sasa hivi. Tafadhali jaribu tena.",
    oneKindPerRequest: "Omba picha za aina moja kwa wakati mmoja: za tangazo, picha yako au mabango.",
    adminsOnly: "Ni wasimamizi pekee wanaoweza kupakia mabango.",
    directUploadsOff: "Kupakia moja kwa moja hakupatikani sasa hivi; fomu itatuma picha zako yenyewe.",
    notArrived: "Picha moja haikumaliza kupakiwa. Tafadhali ichague tena.",
  },
};
