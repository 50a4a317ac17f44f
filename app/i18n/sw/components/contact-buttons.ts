import type { contactButtons as en } from "../../en/components/contact-buttons";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.contactButtons). */
export const contactButtons: typeof en = {
  call: "Piga simu",
  chat: "WhatsApp",
  callSeller: (name: string) => `Mpigie simu muuzaji wa ${name}`,
  whatsappAbout: (name: string) => `Ongea kwenye WhatsApp kuhusu ${name}`,
};
