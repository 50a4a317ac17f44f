import type { notFound as en } from "../../en/screens/not-found";

/** Kiswahili: what its screen shows (STRINGS.screens.notFound). */
export const notFound: typeof en = {
  notFoundTitle: "Ukurasa haupatikani",
  notFoundText: "Hatukupata ukurasa huo. Huenda umehamishwa, au link imeandikwa vibaya.",
};
