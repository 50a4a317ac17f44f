import type { AboutPage } from "../types";

/** The about page: what Sokoni is, how it works, and the landing claims (spec section 1). */
export const ABOUT: AboutPage = {
  title: "About Sokoni",
  description:
    "Sokoni is Kenya's classifieds marketplace: vehicles, property, electronics, fashion and services for sale or rent in KSh, across all 47 counties.",
  path: "/about",
  intro:
    "Sokoni is a classifieds marketplace for Kenya. It brings buyers and sellers together, from a student selling a phone in Eldoret to a dealer with a yard of cars in Mombasa.",
  offerHeading: "What you find here",
  offer: [
    "Vehicles, property, electronics, fashion and many other goods and services, for sale or for rent. Every price is in Kenyan shillings (KSh), and listings come from all 47 counties.",
    "Sokoni does not sell anything itself and takes no part in a deal's payment. Buyers call, message or WhatsApp the seller directly and agree the deal between themselves.",
    "Posting a listing is free. The only thing Sokoni charges for is a boost (Top or Featured) that a seller chooses for their own listing, paid by M-Pesa.",
  ],
  howHeading: "How it works",
  how: [
    "Search or browse by category and county, and save the listings you like.",
    "Call, message or WhatsApp the seller, then meet, inspect and pay only when you are satisfied.",
    "Selling? Open a free account, post photos and a price, and buyers contact you.",
  ],
  claimsHeading: "Sokoni in numbers",
  claims: {
    listings: "listings on show today",
    sellers: "sellers with listings on show",
    counties: "of Kenya's 47 counties with listings",
    free: "to post a listing",
  },
  freeFigure: "KSh 0",
  browse: "Browse listings",
  sell: "Start selling",
};
