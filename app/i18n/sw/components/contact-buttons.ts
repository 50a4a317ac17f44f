import type { contactButtons as en } from "../../en/components/contact-buttons";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.contactButtons). */
export const contactButtons: typeof en = {
  call: "Piga simu",
  chat: "WhatsApp",
  // Begins with the button's own words, so a voice command that says them finds it (WCAG 2.5.3).
  callSeller: (name: string) => `Piga simu kwa muuzaji wa ${name}`,
  whatsappAbout: (name: string) => `Ongea kwenye WhatsApp kuhusu ${name}`,
};
