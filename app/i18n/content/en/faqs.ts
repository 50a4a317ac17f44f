import type { HelpPage } from "../types";

/** The FAQ (spec section 2, Static pages): six questions, shown one at a time. */
export const FAQS: HelpPage = {
  title: "Frequently asked questions",
  description: "Answers about Sokoni: what it is, opening an account, keeping your data safe, fees, reaching support and what you may list.",
  path: "/faqs",
  intro: "Quick answers to what people ask us most. Tap a question to read the answer.",
  topics: [
    {
      id: "what-is-sokoni",
      title: "What is Sokoni?",
      blocks: [
        "Sokoni is an online classifieds marketplace for Kenya. Sellers post vehicles, property, electronics, fashion and other goods and services, for sale or for rent, with prices in Kenyan shillings. Buyers browse and search across all 47 counties and then call the seller or chat on WhatsApp.",
        "Sokoni does not sell anything itself and takes no part in a deal's payment: you agree the price and payment directly with the seller. The only payment Sokoni takes is for a boost a seller buys for their own listing, by M-Pesa.",
      ],
      links: [{ to: "/about", label: "More about Sokoni" }],
    },
    {
      id: "create-account",
      title: "How do I create an account?",
      blocks: [
        "Tap Sign in, then Sign up. Choose a username (a single name, or two names joined by an underscore, such as wanjiku_kamau), enter your email and a password of at least 8 characters, and accept the terms. Where Google sign-in is offered, you can use your Google account instead.",
        "You need an account to post listings, save favourites and send messages. Browsing and contacting sellers are open to everyone.",
      ],
      links: [{ to: "/sign-up", label: "Sign up" }],
    },
    {
      id: "data-security",
      title: "Is my data secure?",
      blocks: [
        "Yes, we take it seriously. Passwords are stored only as secure hashes, every connection to Sokoni is encrypted, and we never ask for your M-Pesa PIN or card details. We handle personal data under Kenya's Data Protection Act, 2019.",
        "Remember that the phone number you put in a listing is visible to everyone who opens it.",
      ],
      links: [{ to: "/privacy", label: "Read the privacy policy" }],
    },
    {
      id: "fees",
      title: "Does it cost anything to use Sokoni?",
      blocks: [
        "Basic use is free: browsing, searching, opening an account, posting listings and contacting sellers. Premium listings may carry a fee, which is shown before you pay and is non-refundable unless the law requires a refund.",
      ],
      links: [{ to: "/terms-of-service#fees", label: "Fees in the terms of service" }],
    },
    {
      id: "contact-support",
      title: "How do I contact support?",
      blocks: [
        "Email us or chat with us on WhatsApp; the details are on the contact page. We reply within 48 hours. For an urgent issue, write URGENT in the subject of your mail.",
      ],
      links: [{ to: "/contact-us", label: "Contact us" }],
    },
    {
      id: "what-to-list",
      title: "What can I list on Sokoni?",
      blocks: [
        "Anything legal that you own or have the right to sell or let: vehicles and spare parts, houses and land, phones and electronics, furniture, fashion, farm produce and equipment, services, jobs and more.",
        "Illegal goods, stolen or counterfeit items and misleading listings are not allowed and will be removed. Use clear photos of the real item and an honest price.",
      ],
      links: [{ to: "/terms-of-service#prohibited", label: "Prohibited activities" }],
    },
  ],
};
