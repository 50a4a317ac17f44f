/**
 * Variation tables for the seed listing generator (listing-drafts.ts). Kept as compact strings so
 * that a few hundred lines can describe a believable Kenyan marketplace; the generator parses
 * them once at module load.
 */
// The place and name tables live in listing-templates-places.ts and the goods specs in
// listing-templates-goods.ts; both are re-exported here so that callers need only this module.
export { FIRST_NAMES, PLACES } from "./listing-templates-places.ts";
export type { Place } from "./listing-templates-places.ts";
export { GOODS } from "./listing-templates-goods.ts";
export type { GoodsSpec, Kind } from "./listing-templates-goods.ts";

/**
 * make, model, engine cc, typical KSh price of a 2015 unit, first year, last year,
 * flags (h: offered for hire, n: also sold new, d: diesel).
 */
export type CarRow = readonly [string, string, number, number, number, number, string];
export const CARS: readonly CarRow[] = [
  ["Toyota", "Fielder", 1500, 1_250_000, 2008, 2019, "h"],
  ["Toyota", "Axio", 1500, 1_300_000, 2008, 2019, "h"],
  ["Toyota", "Vitz", 1000, 850_000, 2009, 2019, "h"],
  ["Toyota", "Probox", 1500, 950_000, 2010, 2022, "h"],
  ["Toyota", "Premio", 1800, 1_900_000, 2008, 2019, ""],
  ["Toyota", "Harrier", 2000, 3_300_000, 2014, 2020, ""],
  ["Toyota", "Land Cruiser Prado", 2800, 6_500_000, 2015, 2023, "nd"],
  ["Toyota", "Hilux", 2400, 3_400_000, 2012, 2024, "nd"],
  ["Toyota", "Noah", 2000, 1_600_000, 2010, 2019, "h"],
  ["Toyota", "Crown", 2500, 2_100_000, 2010, 2018, ""],
  ["Mazda", "Demio", 1300, 800_000, 2011, 2019, "h"],
  ["Mazda", "CX-5", 2200, 2_400_000, 2013, 2020, "d"],
  ["Nissan", "Note", 1200, 800_000, 2012, 2019, "h"],
  ["Nissan", "X-Trail", 2000, 2_000_000, 2012, 2019, ""],
  ["Nissan", "Navara", 2500, 2_600_000, 2012, 2022, "d"],
  ["Subaru", "Forester", 2000, 1_900_000, 2010, 2019, ""],
  ["Subaru", "Outback", 2500, 2_200_000, 2012, 2019, ""],
  ["Honda", "Fit", 1300, 800_000, 2010, 2019, "h"],
  ["Honda", "Vezel", 1500, 1_900_000, 2014, 2020, ""],
  ["Mercedes-Benz", "C200", 2000, 2_600_000, 2012, 2020, ""],
  ["Volkswagen", "Golf", 1400, 1_200_000, 2010, 2019, ""],
  ["Suzuki", "Swift", 1200, 1_000_000, 2012, 2024, "n"],
  ["Mitsubishi", "Outlander", 2000, 2_000_000, 2012, 2019, ""],
  ["Isuzu", "D-Max", 2500, 2_600_000, 2014, 2024, "nd"],
  ["BMW", "320i", 2000, 2_400_000, 2012, 2019, ""],
];

/** make, model, engine cc, new price in KSh, first year. */
export type BikeRow = readonly [string, string, number, number, number];
export const MOTORCYCLES: readonly BikeRow[] = [
  ["Bajaj", "Boxer BM150", 150, 152_000, 2016],
  ["Bajaj", "Boxer BM100", 100, 128_000, 2014],
  ["TVS", "HLX 125", 125, 135_000, 2016],
  ["TVS", "Star HLX 150", 150, 148_000, 2017],
  ["Honda", "Ace CB125", 125, 160_000, 2015],
  ["Yamaha", "YBR 125", 125, 228_000, 2014],
  ["Bajaj", "Pulsar 150", 150, 235_000, 2016],
  ["Honda", "XR150L", 150, 340_000, 2017],
];

/** make, model, body options, typical KSh price of a 2015 unit, first year, last year, flags (n: sold new). */
export type TruckRow = readonly [string, string, string, number, number, number, string];
export const TRUCKS: readonly TruckRow[] = [
  ["Isuzu", "FRR", "Box Body/Flatbed/Tipper", 4_200_000, 2010, 2024, "n"],
  ["Isuzu", "NQR", "Box Body/Flatbed/Refrigerated Body", 3_400_000, 2010, 2024, "n"],
  ["Isuzu", "NPR", "Box Body/Flatbed", 2_800_000, 2010, 2024, "n"],
  ["Isuzu", "FVZ", "Tipper/Flatbed", 7_000_000, 2012, 2024, "n"],
  ["Mitsubishi", "Canter", "Box Body/Flatbed", 1_900_000, 2008, 2018, ""],
  ["Mitsubishi", "Fuso Fighter", "Box Body/Tipper", 3_500_000, 2008, 2018, ""],
  ["Mercedes-Benz", "Actros", "Prime Mover", 7_500_000, 2010, 2020, ""],
  ["Scania", "R460", "Prime Mover", 8_000_000, 2012, 2020, ""],
  ["Tata", "LPT 1613", "Tipper/Flatbed", 2_800_000, 2010, 2022, "n"],
  ["Hino", "500 Series", "Box Body/Tipper", 4_500_000, 2012, 2022, ""],
];

/** role, lowest and highest monthly pay in KSh, what the person does. */
export type RoleRow = readonly [string, number, number, string];
export const CV_ROLES: readonly RoleRow[] = [
  ["House Help", 9000, 18000, "I can cook, clean, do laundry and take care of children"],
  ["Nanny", 10000, 20000, "I have cared for toddlers and babies for several families"],
  ["Driver with PSV Licence", 22000, 40000, "I hold a clean licence with PSV and BCE endorsements"],
  ["Accountant, CPA-K", 45000, 90000, "I have prepared payroll, VAT returns and monthly accounts on QuickBooks"],
  ["Sales and Marketing Officer", 20000, 45000, "I have sold FMCG products and met monthly targets"],
  ["Security Guard", 14000, 22000, "I have guarded residential estates and commercial premises"],
  ["Electrician, Grade 1", 25000, 45000, "I have wired houses and installed solar systems"],
  ["Chef, Continental and Local", 25000, 50000, "I have worked in hotel kitchens and cooked for events"],
  ["Shop Attendant", 12000, 20000, "I have handled stock, customers and M-Pesa till transactions"],
  ["Receptionist", 18000, 30000, "I am polite, well organised and good with computers"],
  ["Fundi wa Mjengo", 15000, 28000, "I have built houses from foundation to roofing"],
  ["Gardener", 10000, 16000, "I can maintain lawns, hedges and a kitchen garden"],
];
export const JOB_ROLES: readonly RoleRow[] = [
  ["Sales Representatives", 20000, 40000, "sell our products to shops and supermarkets and meet weekly targets"],
  ["Driver with PSV Licence", 22000, 40000, "drive our 14-seater matatu on a fixed route"],
  ["Accountant", 50000, 95000, "handle books of accounts, payroll and KRA returns"],
  ["Shop Attendant", 12000, 18000, "serve customers, arrange stock and record daily sales"],
  ["Boda Boda Rider", 12000, 20000, "make deliveries within town on a company motorbike"],
  ["Cook for a Busy Hotel", 18000, 30000, "prepare breakfast, lunch and local dishes for customers"],
  ["Receptionist", 18000, 28000, "welcome clients, answer calls and keep the appointment book"],
  ["Delivery Van Driver", 22000, 35000, "deliver goods to customers using a company van"],
  ["Customer Care Agents", 20000, 30000, "answer customer calls and WhatsApp chats on shifts"],
  ["Farm Manager", 35000, 60000, "run a dairy farm of 20 cows and supervise workers"],
  ["Hairdresser", 15000, 30000, "braid, style and treat hair at our salon"],
  ["Secondary School Teacher", 25000, 40000, "teach Maths and Physics to Form 1 to 4 students"],
];
