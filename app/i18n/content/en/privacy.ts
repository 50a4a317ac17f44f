import type { PolicyDocument } from "../types";

/**
 * The privacy policy (spec section 2, Static pages; figures from section 9): 17 sections under
 * Kenya's Data Protection Act, 2019.
 */
export const PRIVACY_POLICY: PolicyDocument = {
  title: "Privacy policy",
  description: "How Sokoni collects, uses, shares and protects your personal data under Kenya's Data Protection Act, 2019, and how to use your rights.",
  path: "/privacy",
  effective: "Effective 06 March 2025",
  intro: [
    "This policy explains what personal data Sokoni collects when you use our marketplace, why we collect it, who we share it with and the choices you have. We wrote it in plain words; if anything is unclear, ask us.",
  ],
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are",
      blocks: [
        "Sokoni is an online classifieds marketplace for Kenya where people list goods and services for sale or for rent and buyers contact them directly. For the personal data described here, Sokoni is the data controller.",
        "We process personal data in line with the Data Protection Act, 2019 of Kenya (the Act) and its regulations.",
      ],
    },
    {
      id: "scope",
      heading: "Scope of this policy",
      blocks: [
        "This policy covers the Sokoni website and the services it offers: browsing and searching, accounts, listings, favourites, messages and support.",
        "When you contact a seller by phone or WhatsApp, or meet them, the information you give them is in their hands, not ours. Other websites and apps we link to have their own policies (see section 13).",
      ],
    },
    {
      id: "data-we-collect",
      heading: "The data we collect",
      blocks: [
        "We collect only what we need to run the marketplace:",
        [
          "Account data: your username, email address, password (stored only as a secure hash, never in readable form), profile picture, and the dates you joined and last signed in. If you sign in with Google, we receive your name, email address and photo from Google.",
          "Listing data: what you publish in a listing, including photos, description, price, county, seller name, business name and phone number.",
          "Communications: messages you send to other users through Sokoni, mails you send to support, and reports of listings.",
          "Technical data: your IP address, browser and device type, the pages you open and when, and counts of listing views and contact clicks.",
          "Cookies and similar storage on your device, as explained in section 8.",
        ],
        "Payments: when you pay for a boost of your listing by M-Pesa, we keep the phone number that paid, the amount, the M-Pesa receipt number and the payment's outcome. We never see or keep your M-Pesa PIN or any payment card details, and Sokoni does not take payments for deals between buyers and sellers.",
      ],
    },
    {
      id: "how-we-use-data",
      heading: "How we use your data",
      blocks: [
        "We use personal data to:",
        [
          "create and run your account and keep you signed in;",
          "publish your listings and show them to buyers, with the contact details you chose to add;",
          "pass messages between buyers and sellers;",
          "answer your questions and complaints;",
          "keep Sokoni safe: review reported listings, detect fraud and spam, and block abuse;",
          "understand how the marketplace is used, mostly through counts and totals, so we can improve it;",
          "send service messages such as password-reset links;",
          "meet our obligations under Kenyan law.",
        ],
      ],
    },
    {
      id: "legal-bases",
      heading: "Our legal bases",
      blocks: [
        "The Act allows us to process personal data only on a lawful basis. We rely on:",
        [
          "contract: to provide the service you signed up for;",
          "consent: where we ask for it, for example for optional features; you may withdraw consent at any time without affecting what was done before;",
          "legal obligation: where a law or a lawful order requires us to keep or disclose data;",
          "legitimate interests: to keep the marketplace safe and working well, where those interests are not outweighed by your rights.",
        ],
      ],
    },
    {
      id: "sharing",
      heading: "Who we share data with",
      blocks: [
        "We do not sell your personal data. We share it only as follows:",
        [
          "With the public: what you put in a listing, including the phone number, seller name and county, can be seen by anyone who opens it.",
          "With service providers who host the site, store images and deliver email for us. They act on our instructions under contracts that require them to protect the data.",
          "With Google, if you choose to sign in with Google.",
          "With authorities, such as the police or a court, when Kenyan law requires it.",
          "With a buyer of our business, if Sokoni is ever sold or merged; this policy would continue to protect your data.",
        ],
      ],
    },
    {
      id: "retention",
      heading: "How long we keep data",
      blocks: [
        "We keep account data while your account is open. When you close your account, your profile and listings leave the site straight away; records we still need to deal with disputes, fraud reports or legal claims are kept for no longer than about 12 months after closure, then deleted or made anonymous.",
        "When you delete a listing, we remove it and its photos. Technical logs are kept for a short time only. Where a law requires us to keep a record for longer, we keep that record for the time the law sets.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies and local storage",
      blocks: [
        "We use a small number of cookies that the site needs to work:",
        [
          "a sign-in cookie that keeps you signed in; scripts on the page cannot read it;",
          'a short-lived cookie that carries a one-time message, such as "Signed in successfully!", to the next page.',
        ],
        "Your browser also keeps a list of the last listings you viewed (Recently Viewed). It stays on your device and is not sent to us.",
        "We do not use advertising or tracking cookies. If you block cookies, you can still browse, but you cannot sign in.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      blocks: [
        "Under the Act you have the right to:",
        [
          "be told how your personal data is used, as in this policy;",
          "get a copy of the personal data we hold about you;",
          "have wrong or misleading data corrected;",
          "have data deleted when we no longer have a reason to keep it;",
          "object to processing, or ask us to restrict it;",
          "receive your data in a format you can take to another service.",
        ],
        "You can change your username, email, password and picture yourself on your profile, and you can delete your account there. For anything else, contact us (section 16). We answer every request within 30 days. We may ask you to confirm who you are first, so that we do not hand your data to someone else.",
      ],
    },
    {
      id: "security",
      heading: "How we protect your data",
      blocks: [
        "Passwords are stored only as secure hashes, all traffic to Sokoni is encrypted, and only people who need personal data for their work can reach it.",
        "No system is perfectly secure. If a breach of personal data happens, we will notify the Office of the Data Protection Commissioner within 72 hours of becoming aware of it, and tell the people affected without delay where the breach puts them at real risk.",
      ],
    },
    {
      id: "transfers",
      heading: "Transfers outside Kenya",
      blocks: [
        "Some of our service providers run their servers outside Kenya, so your data may be stored or processed in other countries. We transfer data only where the Act allows it and with safeguards that keep it protected to the standard the Act requires.",
      ],
    },
    {
      id: "children",
      heading: "Children",
      blocks: [
        "Sokoni is not intended for anyone under 18, and we do not knowingly collect data from children. If you believe a child has given us personal data, contact us and we will delete it.",
      ],
    },
    {
      id: "other-sites",
      heading: "Links to other sites",
      blocks: [
        "Listings and pages may link to other services, such as WhatsApp, Google or our sponsors' websites. Their own privacy policies apply there; we do not control them.",
      ],
    },
    {
      id: "marketing-and-decisions",
      heading: "Marketing and automated decisions",
      blocks: [
        "We send marketing messages only if you have agreed to receive them, and every such message lets you stop them. Service messages, such as password resets, are not marketing.",
        "We do not make decisions about you that have legal or similarly serious effects by automated means alone. Reported listings are reviewed by people.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      blocks: [
        "We may update this policy when our service or the law changes. The date at the top shows the current version. When a change matters to you, we will say so on the site or by email before it takes effect.",
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      blocks: ["For questions about this policy or to use your rights, write to us. We reply within 48 hours and answer rights requests within 30 days."],
      contact: true,
    },
    {
      id: "complaints",
      heading: "Complaints",
      blocks: [
        "If you are unhappy with how we handle your personal data, please contact us first so we can put it right. You also have the right to complain to the Office of the Data Protection Commissioner, Kenya's data protection regulator.",
      ],
      links: [{ to: "https://www.odpc.go.ke/", label: "Office of the Data Protection Commissioner" }],
    },
  ],
};
