import type { confirmEmail as en } from "../../en/screens/confirm-email";

/** Kiswahili: what its screen shows (STRINGS.screens.confirmEmail). */
export const confirmEmail: typeof en = {
  title: "Thibitisha email yako mpya",
  approveTitle: "Kubali email mpya",
  confirmIntro: (email: string) =>
    `Bonyeza Thibitisha ili ${email} iwe email ya akaunti yako ya Sokoni. Vifaa vingine vyote vilivyoingia kwenye akaunti hii vitatolewa.`,
  approveIntro: (email: string) =>
    `Bonyeza Kubali ili kubadilisha email ya akaunti yako ya Sokoni kuwa ${email}. Kisha tutatuma link kwa ${email}, na email itabadilika link hiyo ikifunguliwa.`,
  confirm: "Thibitisha",
  approve: "Kubali",
  expired: "Muda wa link hii umeisha au imeshatumika. Link inafanya kazi mara moja, kwa saa moja. Omba tena kwenye wasifu wako.",
  toProfile: "Nenda kwenye wasifu wako",
  changed: (email: string) => `Email yako sasa ni ${email}.`,
  changedSignIn: (email: string) => `Email yako sasa ni ${email}. Ingia nayo.`,
};
