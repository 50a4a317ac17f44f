import type { manifest as en } from "../../en/screens/manifest";

/** Kiswahili: what its screen shows (STRINGS.screens.manifest). */
export const manifest: typeof en = {
  description: "Nunua, uza na kodisha kote Kenya: magari, simu, nyumba, kazi na zaidi, kwa bei za KSh.",
  searchShortcut: "Tafuta",
  searchShortcutLong: "Tafuta matangazo",
  sellShortcut: "Uza",
  sellShortcutLong: "Weka tangazo",
};
