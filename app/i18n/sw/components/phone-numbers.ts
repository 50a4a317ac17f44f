import type { phoneNumbers as en } from "../../en/components/phone-numbers";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.phoneNumbers). */
export const phoneNumbers: typeof en = {
  title: "Namba za simu",
  intro:
    "Wanunuzi hupiga simu au hutuma WhatsApp kwa namba iliyo kwenye matangazo yako. Thibitisha namba zako kwa msimbo wa SMS: tangazo linaweza kuonyesha namba uliyothibitisha hapa tu.",
  none: "Bado hakuna namba zilizothibitishwa.",
  confirmedOn: (date: string) => `Imethibitishwa ${date}`,
  remove: "Ondoa",
  removeLabel: (phone: string) => `Ondoa ${phone}`,
  add: "Ongeza namba ya simu",
  numberLabel: "Namba ya simu ya Kenya",
  numberHint: "Kwa mfano 0712 345 678. Tutatuma msimbo wa tarakimu 6 kwa namba hii kwa SMS.",
  resendHint: "Msimbo mpya unaweza kutumwa sekunde 60 baada ya ule wa mwisho, hadi 5 kwa siku.",
  otherNumber: "Tumia namba nyingine",
};
