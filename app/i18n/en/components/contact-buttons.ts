/** English: what its component shows, wherever it is rendered (STRINGS.components.contactButtons). */
export const contactButtons = {
  call: "Call",
  chat: "Chat on WhatsApp",
  callSeller: (name: string) => `Call the seller of ${name}`,
  whatsappAbout: (name: string) => `Chat on WhatsApp about ${name}`,
};
