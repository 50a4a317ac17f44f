import type { avatarUpload as en } from "../../en/components/avatar-upload";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.avatarUpload). */
export const avatarUpload: typeof en = {
  changeAvatar: "Badilisha picha ya wasifu",
  uploading: (percent: number) => `Inapakia ${percent}%`,
  uploadAvatar: "Pakia picha",
  uploaded: "Picha imepakiwa!",
  avatarTooBig: "Tatizo: Picha haikupakiwa (lazima iwe chini ya 2MB).",
  avatarNotImage: "Tafadhali chagua faili ya picha.",
  avatarFailed: "Faili haikupakiwa. Tafadhali jaribu tena.",
};
