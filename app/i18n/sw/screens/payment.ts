import type { payment as en } from "../../en/screens/payment";

/** Kiswahili: what its screen shows (STRINGS.screens.payment). */
export const payment: typeof en = {
  paymentTitle: "Malipo ya M-Pesa",
  pending: (amount: string, phone: string) => `Angalia simu yako (${phone}): weka PIN yako ya M-Pesa ili ulipe ${amount}.`,
  pendingWait: "Ukurasa huu utajisasisha wenyewe M-Pesa ikijibu.",
  paid: (receipt: string | null) => (receipt ? `Imelipwa. Risiti ya M-Pesa ${receipt}.` : "Imelipwa."),
  applied: (kind: "top" | "featured", until: string) =>
    `Tangazo lako liko ${kind === "top" ? "Top (kwanza kwenye utafutaji)" : "Featured (kwenye ukurasa wa mwanzo)"} hadi ${until}.`,
  retry: "Jaribu tena",
  toListing: "Ona tangazo",
};
