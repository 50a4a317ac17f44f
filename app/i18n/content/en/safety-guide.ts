import type { HelpPage } from "../types";

/** The safety guide (spec section 2, Static pages): five tips, shown one at a time. */
export const SAFETY_GUIDE: HelpPage = {
  title: "Safety guide",
  description:
    "Five habits that keep buyers and sellers safe on Sokoni: check who you deal with, talk safely, inspect first, never pay deposits up front, and guard your account.",
  path: "/safety-guide",
  intro: "Most people on Sokoni are honest, but scammers look for hurried buyers and sellers. These five habits keep you safe.",
  topics: [
    {
      id: "verify-identity",
      title: "Verify who you are dealing with",
      blocks: [
        [
          "Look for the Verified Seller mark and how long the seller has been on Sokoni.",
          "Ask to see the seller's national ID, and check that it matches the name on the logbook, title deed, lease or receipt.",
          "For vehicles, check the logbook details with NTSA; for land, do an official search at the lands registry before paying anything.",
          "For a house to let, make sure you are dealing with the landlord or a real agent, not someone who only has photos.",
        ],
      ],
    },
    {
      id: "communicate-safely",
      title: "Communicate safely",
      blocks: [
        [
          "Keep the conversation on Sokoni messages, or call the number shown on the listing, so that you know who you are talking to.",
          "Be careful when someone asks you to move to another app, to open a link or to fill in a form: Sokoni warns you about such messages in your chats.",
          "Never share your M-Pesa PIN, one-time codes, ID number or bank details with a buyer or seller.",
          "Be careful with anyone who rushes you, refuses to talk on the phone, or changes the story or the price.",
        ],
      ],
    },
    {
      id: "inspect-first",
      title: "Inspect before you pay",
      blocks: [
        [
          "Meet in a busy public place in daylight, and bring someone with you.",
          "See the item working: test phones and electronics, check the IMEI, and take a car to a mechanic you trust.",
          "View a house or land in person. Photos alone are not proof that it exists or is available.",
        ],
      ],
    },
    {
      id: "avoid-risky-payments",
      title: "Avoid suspicious and off-platform payments",
      blocks: [
        "The most common scam in Kenya asks you to send an M-Pesa deposit, a viewing fee or a booking fee before you have seen the item or the house. Do not send it.",
        [
          "Pay only when you have seen the item and are ready to take it.",
          "Check your own M-Pesa balance before you hand over an item: a confirmation SMS can be faked.",
          "Be wary when the name on the M-Pesa account does not match the seller, or when a price is far below what similar items cost.",
          "Sokoni takes no payment for a deal, so anyone asking you to pay Sokoni for one is a scammer. The only thing you ever pay Sokoni for is a boost of your own listing, started by you from My listings, with an M-Pesa request to your own phone.",
        ],
      ],
    },
    {
      id: "secure-account",
      title: "Secure your account",
      blocks: [
        [
          "Use a strong password of at least 8 characters that you do not use anywhere else.",
          "Sign out on shared phones and computers.",
          "Sokoni staff will never ask for your password. If you think someone knows it, reset it at once.",
          "Report suspicious listings with the Report Abuse button on the listing.",
        ],
      ],
      links: [{ to: "/forgot-password", label: "Reset your password" }],
    },
  ],
};
