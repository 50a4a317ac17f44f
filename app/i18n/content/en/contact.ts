import type { ContactPage } from "../types";

/** The contact page (spec section 1 and 2): support channels and what to expect from them. */
export const CONTACT: ContactPage = {
  title: "Contact us",
  description: "Reach Sokoni support by email or WhatsApp. We reply within 48 hours; mark a mail URGENT for urgent issues.",
  path: "/contact-us",
  intro:
    "Our support team helps buyers and sellers with accounts, listings, payments gone wrong, reported scams and anything else about Sokoni. Real people read every message.",
  email: "Email",
  whatsapp: "WhatsApp",
  whatsappLabel: "Chat with us on WhatsApp",
  whatsappGreeting: "Hello Sokoni support, I need help with: ",
  website: "Website",
  responseHeading: "When we reply",
  response: "We answer every message within 48 hours.",
  urgent: "For urgent issues, such as a scam in progress or someone else using your account, mark your mail URGENT in the subject line.",
  urgentLink: "Send an URGENT mail",
  selfHelp: ["Many answers are already in the", "FAQs", "and the", "safety guide"],
};
