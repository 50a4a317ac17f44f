import type { ContactPage } from "../types";

/** Kiswahili: the contact page (twin of ../en/contact.ts). */
export const CONTACT: ContactPage = {
  title: "Wasiliana nasi",
  description:
    "Wasiliana na timu ya msaada ya Sokoni kwa email au WhatsApp. Tunajibu ndani ya saa 48; kwa jambo la dharura, andika URGENT kwenye kichwa cha email.",
  path: "/contact-us",
  intro:
    "Timu yetu ya msaada inawasaidia wanunuzi na wauzaji kuhusu akaunti, matangazo, malipo yaliyoenda vibaya, utapeli ulioripotiwa na jambo lingine lolote kuhusu Sokoni. Watu halisi husoma kila ujumbe.",
  email: "Email",
  whatsapp: "WhatsApp",
  whatsappLabel: "Ongea nasi kwenye WhatsApp",
  whatsappGreeting: "Habari timu ya msaada ya Sokoni, nahitaji msaada kuhusu: ",
  website: "Tovuti",
  responseHeading: "Tunajibu lini",
  response: "Tunajibu kila ujumbe ndani ya saa 48.",
  urgent:
    "Kwa jambo la dharura, kama utapeli unaoendelea sasa hivi au mtu mwingine anatumia akaunti yako, andika URGENT kwenye kichwa (subject) cha email yako.",
  urgentLink: "Tuma email ya URGENT",
  selfHelp: ["Majibu mengi tayari yapo kwenye", "maswali yanayoulizwa mara kwa mara (FAQs)", "na kwenye", "mwongozo wa usalama"],
};
