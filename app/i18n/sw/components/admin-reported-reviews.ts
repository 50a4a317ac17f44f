import type { adminReportedReviews as en } from "../../en/components/admin-reported-reviews";
import { groupedCount } from "../../../domain/ksh";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.adminReportedReviews). */
export const adminReportedReviews: typeof en = {
  reportedReviewsHint:
    "Maoni ambayo wanunuzi au wauzaji waliripoti, yaliyoripotiwa zaidi kwanza. Ondoa hufuta maoni na kuyatoa kwenye nyota za muuzaji; Puuza huyaacha na kufuta ripoti zake.",
  noReportedReviews: "Hakuna maoni yaliyoripotiwa.",
  reviewedSeller: "Muuzaji:",
  reviewAuthor: (author: string) => `yameandikwa na ${author}`,
  reviewAbout: (listing: string, date: string) => `Kuhusu "${listing}", ${date}`,
  reportCount: (n: number) => `Yameripotiwa mara ${groupedCount(n)}`,
  reportedBy: (name: string | null) => (name ? ` (${name})` : " (akaunti iliyofutwa)"),
  removeReview: "Ondoa",
  dismissReviewReports: "Puuza",
  removeReviewLabel: (author: string) => `Ondoa maoni ya ${author}`,
  dismissReviewReportsLabel: (author: string) => `Puuza ripoti za maoni ya ${author}`,
  stars: (n: number) => `Nyota ${n} kati ya 5`,
};
