import type { renew as en } from "../../en/screens/renew";

/** Kiswahili: what its screen shows (STRINGS.screens.renew). */
export const renew: typeof en = {
  title: "Ongeza muda wa tangazo lako",
  intro: (name: string, days: number) => `Ongeza muda wa "${name}" ili lionekane kwa siku ${days} zaidi.`,
  button: "Ongeza muda",
  done: (name: string, until: string) => `"${name}" linaonekana hadi ${until}.`,
  toListings: "Nenda Matangazo yangu",
  toListing: "Ona tangazo",
};
