/**
 * The scam guard's listing corpus: titles and descriptions as sellers and scammers post them on
 * Kenyan classifieds, in English, Kiswahili and Sheng, each with the signals that hold it for an
 * admin (app/domain/scam-guard.ts, listingScamSignals). The ordinary ones must hold nothing: a
 * rental's honest terms (deposit, rent in advance, agent's fee after viewing) are the hard part.
 * Numbers are made up.
 */
import type { ListingScamSignal } from "./scam-guard";

export interface CorpusListing {
  name: string;
  description: string;
  category: string;
  signals: ListingScamSignal[];
}

const listing = (category: string, name: string, description: string, signals: ListingScamSignal[] = []): CorpusListing => ({
  name,
  description,
  category,
  signals,
});

/** Listings that must be held, with every signal each one gives. */
export const HELD_LISTINGS: CorpusListing[] = [
  listing("Property", "2 bedroom apartment in Kilimani", "Spacious and secure. Viewing fee KSh 1,000 payable before viewing.", ["payment-first"]),
  listing("Property", "Bedsitter Roysambu", "Kuna booking fee ya 500 bob kabla ya kuona nyumba.", ["payment-first"]),
  listing("Property", "Bedsitter Kasarani 8k", "Pay a deposit of 5000 to secure the house before viewing.", ["payment-first"]),
  listing("Property", "One bedroom Ruaka", "Deposit required before viewing. Serious clients only.", ["payment-first"]),
  listing("Property", "Studio apartment Westlands", "Weka pesa ya kuona 300 kwa till kisha nikutumie location.", ["payment-first", "reserve-by-mpesa"]),
  listing("Property", "House for rent in Syokimau", "The owner is abroad, send the deposit and the keys will be couriered to you.", ["owner-abroad"]),
  listing("Property", "4 bedroom maisonette", "Mwenye nyumba yuko majuu, tuma deposit kwanza nikutumie funguo.", ["payment-first", "owner-abroad"]),
  listing("Vehicles", "Toyota Vitz 2015 clean", "I am currently abroad, the car is with a shipping agent. Pay the clearance first.", [
    "payment-first",
    "owner-abroad",
  ]),
  listing("Mobile Phones & Tablets", "iPhone 13 Pro Max 256GB", "Lipa kwanza ndio nikuletee. M-Pesa till 5123456 to reserve.", [
    "payment-first",
    "reserve-by-mpesa",
  ]),
  listing("Electronics", "HP EliteBook 840 G5", "Send 1000 via M-Pesa to reserve it, many people are calling.", ["reserve-by-mpesa"]),
  listing("Property", "Bedsitter South B", "Book viewing through paybill 400200, account your name.", ["reserve-by-mpesa"]),
  listing("Jobs", "Shop attendants wanted urgently", "Registration fee of KSh 1,500 payable on the interview day.", ["job-fee"]),
  listing("Jobs", "Drivers needed in Dubai", "Pay 5000 to secure the job. Medical fee and visa fee apply.", ["payment-first", "job-fee"]),
  listing("Jobs", "Nafasi za kazi Mombasa", "Lipia ada ya usajili 1,000 ili upate nafasi.", ["job-fee"]),
  listing("Seeking Work CVs", "House help available", "Training fee 2000 before starting.", ["job-fee"]),
  // Written to slip past a filter.
  listing("Property", "Cheap bedsitter", "V1ewing f33 500 payable b4 vi3wing.", ["payment-first"]),
  listing("Property", "2 bedroom Kahawa", "Pay a d3posit b e f o r e viewing.", ["payment-first"]),
  listing("Property", "Apartment Kileleshwa", "Viewing\u200b fee applies. Owner   is   abroad.", ["payment-first", "owner-abroad"]),
  listing("Property", "Bedsitter Umoja", "vie wing fe e 300 only", ["payment-first"]),
  listing("Property", "VIEWING FEE 500", "CALL NOW", ["payment-first"]),
];

/** Listings that must not be held. */
export const ORDINARY_LISTINGS: CorpusListing[] = [
  listing("Property", "2 bedroom apartment in Kilimani", "Rent 45,000 a month. Deposit: two months. Rent payable in advance by the 5th."),
  listing("Property", "Bedsitter Roysambu", "Pay 1 month deposit and 1 month rent in advance. No viewing fee."),
  listing("Property", "One bedroom Ruaka", "Hakuna booking fee. Karibu kuona nyumba siku yoyote."),
  listing("Property", "Shop for rent CBD", "Pay first month's rent and deposit on signing the lease. Agent fee after viewing only."),
  listing("Property", "Bedsitter Umoja", "Lipa kodi kabla ya tarehe 5 kila mwezi. Maji na stima ziko."),
  listing("Vehicles", "Toyota Vitz 2015 clean", "Duty paid, clearance fees paid, logbook ready. Buyer to pay transport."),
  listing("Vehicles", "Subaru Forester 2014", "Selling because I am relocating abroad next month. Viewing in Westlands."),
  listing("Mobile Phones & Tablets", "Samsung A54", "Lipa na M-Pesa ukiona simu. Till number available at the shop."),
  listing("Electronics", "Sony TV 55 inch", "Pay on delivery within Nairobi. M-Pesa accepted."),
  listing("Home, Furniture & Appliances", "Sofa set 7 seater", "Free delivery. Payment on delivery only. Call 0712 345 678."),
  listing("Services", "Driving school", "Training fee KSh 15,000 for the full course. Registration fee included."),
  listing("Services", "Event planning", "Book your date early. Booking after our meeting, no fees before."),
  listing("Jobs", "Cook wanted in Karen", "No fees charged at any stage. Salary 25,000."),
  listing("Jobs", "Sales agents needed", "Commission based. Interview on Monday at our office. We do not charge any application fee."),
  listing("Fashion", "Men's shoes size 42", "First hand from the UK. Original leather."),
  listing("Health & Beauty", "Hair dryer", "Used twice. Owner relocated, selling cheap."),
  listing("Agriculture & Food", "Dairy cow", "In calf, 20 litres a day. Come and see her in Limuru."),
  listing("Property", "Land in Kitengela", "Title deed ready. Site visit every Saturday, free of charge."),
];
