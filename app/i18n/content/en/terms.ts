import type { PolicyDocument } from "../types";

/** The terms of service (spec section 2, Static pages): 11 sections, under the laws of Kenya. */
export const TERMS_OF_SERVICE: PolicyDocument = {
  title: "Terms of service",
  description: "The rules for using Sokoni: who may use it, what may not be listed, fees, your content, liability, and Kenyan law with arbitration in Nairobi.",
  path: "/terms-of-service",
  intro: ["These terms are the agreement between you and Sokoni when you use our marketplace. Please read them before you sign up or post a listing."],
  sections: [
    {
      id: "acceptance",
      heading: "Acceptance of these terms",
      blocks: [
        "By opening an account, posting a listing or otherwise using Sokoni, you accept these terms and our privacy policy. If you do not accept them, please do not use Sokoni.",
        "We may change these terms. We will show the change on the site before it takes effect; if you keep using Sokoni afterwards, you accept the new terms.",
      ],
      links: [{ to: "/privacy", label: "Read the privacy policy" }],
    },
    {
      id: "disclaimers",
      heading: "Disclaimers",
      blocks: [
        "Sokoni is a meeting place for buyers and sellers. We do not own, sell, inspect or deliver the items and services listed, and we are not a party to any deal made through Sokoni.",
        "Sellers are responsible for their listings. We do not promise that a listing is accurate, that an item is of any quality, or that a seller or buyer will complete a deal. The service is provided as it is and as available, and it may sometimes be interrupted for maintenance or repairs.",
      ],
    },
    {
      id: "eligibility",
      heading: "Eligibility",
      blocks: [
        "To use Sokoni you must be a Kenyan citizen aged 18 or over and able to enter into a binding agreement.",
        "You must give true details when you sign up, keep your password to yourself, and tell us at once if you think someone else is using your account. You are responsible for what happens under your account.",
      ],
    },
    {
      id: "service",
      heading: "What Sokoni provides",
      blocks: [
        "Sokoni lets sellers list vehicles, property, electronics, fashion and other goods and services for sale or for rent, with prices in Kenyan shillings (KSh), in any of Kenya's 47 counties. Buyers can browse, search, save favourites and contact sellers by phone call, WhatsApp or a message on Sokoni.",
        "Sokoni does not handle the payment or delivery of a deal. Price, payment and hand-over are agreed between buyer and seller. Sellers may pay Sokoni by M-Pesa to boost their own listings; boost fees are non-refundable.",
        "We may remove a listing or suspend an account that breaks these terms, and we may change or stop parts of the service.",
      ],
    },
    {
      id: "prohibited",
      heading: "Prohibited activities",
      blocks: [
        "You may not use Sokoni to:",
        [
          "list anything that is illegal to sell or rent in Kenya, including drugs, weapons, stolen goods, counterfeit goods and protected wildlife products;",
          "list items or property you have no right to sell or let;",
          "mislead buyers with false prices, photos, descriptions or locations;",
          "ask for deposits, viewing fees or other payments before the buyer has seen the item, or otherwise defraud anyone;",
          "harass, threaten or discriminate against other users;",
          "send spam or post the same listing again and again;",
          "pretend to be another person or business;",
          "copy listings or user data by automated means, or interfere with the security or working of the site.",
        ],
        "Anyone can report a listing with the Report Abuse button. We review reports and may remove listings, suspend accounts and, where the law requires, tell the authorities.",
      ],
      links: [{ to: "/safety-guide", label: "Read the safety guide" }],
    },
    {
      id: "fees",
      heading: "Fees",
      blocks: [
        "Basic use of Sokoni is free: browsing, searching, opening an account, posting listings and contacting sellers.",
        "Premium listings may carry fees. The fee is shown before you pay. Fees are non-refundable unless the law requires a refund.",
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual property",
      blocks: [
        "You keep ownership of the text and photos you post. By posting them, you give Sokoni a non-exclusive, royalty-free licence to host, copy, resize, display and share them on Sokoni and in its promotion, for as long as they are on Sokoni and for a reasonable time after that in backups.",
        "You confirm that you have the right to post what you post. The Sokoni name, logo and site design belong to Sokoni and may not be used without our permission.",
      ],
    },
    {
      id: "liability",
      heading: "Limitation of liability",
      blocks: [
        "As far as the law allows, Sokoni is not liable for any loss that comes from a deal between users, from the content of a listing, or from the service being unavailable, nor for indirect or consequential loss. Where we are liable, our total liability to you is limited to the fees you paid Sokoni in the 12 months before the claim.",
        "Nothing in these terms limits a liability that Kenyan law does not allow to be limited.",
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law and disputes",
      blocks: [
        "These terms are governed by the laws of Kenya.",
        "If a dispute arises, contact us first and we will try to settle it with you. A dispute that is not settled within 30 days will be referred to arbitration in Nairobi under the Arbitration Act, 1995, before a single arbitrator, in English.",
      ],
    },
    {
      id: "indemnification",
      heading: "Indemnification",
      blocks: [
        "You agree to compensate Sokoni for any claim, loss or cost, including reasonable legal fees, that arises from your listings, your use of Sokoni or your breach of these terms or of the law.",
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      blocks: ["Questions about these terms are welcome. We reply within 48 hours; for urgent issues, write URGENT in the subject of your mail."],
      contact: true,
    },
  ],
};
