/** The fixed demo accounts (listed in the README) and the sponsors of the home banner. */
export const DEMO_PASSWORD = "sokoni-demo-2025";

export interface DemoUser {
  email: string;
  /** Letters only, one name or two joined by an underscore (docs/decisions/023). */
  username: string;
  fullName: string;
  role: "user" | "admin";
  verified: boolean;
  phone: string;
  /** The seller's shop, shown as the company on listings in its categories. */
  business: string;
  /** Categories the shop deals in; elsewhere the seller sells privately, under their own name. */
  specialties: string[];
  /** Relative share of the seeded listings; 0 for accounts that do not sell. */
  listingWeight: number;
}

export const DEMO_USERS: DemoUser[] = [
  {
    email: "admin@sokoni.test",
    username: "sokoni_admin",
    fullName: "Sokoni Admin",
    role: "admin",
    verified: false,
    phone: "+254700000001",
    business: "Sokoni",
    specialties: [],
    listingWeight: 0,
  },
  {
    email: "wanjiku@sokoni.test",
    username: "wanjiku_kamau",
    fullName: "Wanjiku Kamau",
    role: "user",
    verified: true,
    phone: "+254712345678",
    business: "Wanjiku Home & Style",
    specialties: ["Home, Furniture & Appliances", "Fashion", "Health & Beauty"],
    listingWeight: 4,
  },
  {
    email: "otieno@sokoni.test",
    username: "otieno_ouma",
    fullName: "Otieno Ouma",
    role: "user",
    verified: true,
    phone: "+254722456789",
    business: "Lakeside Motors Kisumu",
    specialties: ["Vehicles"],
    listingWeight: 5,
  },
  {
    email: "achieng@sokoni.test",
    username: "achieng",
    fullName: "Achieng Adhiambo",
    role: "user",
    verified: false,
    phone: "+254733112233",
    business: "Achieng Fashion House",
    specialties: ["Fashion", "Babies & Kids"],
    listingWeight: 4,
  },
  {
    email: "mwangi@sokoni.test",
    username: "mwangi_njoroge",
    fullName: "Mwangi Njoroge",
    role: "user",
    verified: true,
    phone: "+254110223344",
    business: "Njoroge Realtors",
    specialties: ["Property"],
    listingWeight: 6,
  },
  {
    email: "fatuma@sokoni.test",
    username: "fatuma_ali",
    fullName: "Fatuma Ali",
    role: "user",
    verified: false,
    phone: "+254745667788",
    business: "Pwani Electronics Mombasa",
    specialties: ["Electronics", "Mobile Phones & Tablets"],
    listingWeight: 5,
  },
  {
    email: "kiprono@sokoni.test",
    username: "kiprono",
    fullName: "Kiprono Kiptoo",
    role: "user",
    verified: true,
    phone: "+254798101112",
    business: "Kiptoo Agrovet Eldoret",
    specialties: ["Agriculture & Food", "Animals & Pets"],
    listingWeight: 5,
  },
  {
    email: "nduta@sokoni.test",
    username: "nduta_wambui",
    fullName: "Nduta Wambui",
    role: "user",
    verified: false,
    phone: "+254701998877",
    business: "Nduta Beauty Studio",
    specialties: ["Health & Beauty", "Services"],
    listingWeight: 3,
  },
  {
    email: "baraka@sokoni.test",
    username: "baraka",
    fullName: "Baraka Mutua",
    role: "user",
    verified: false,
    phone: "+254114556677",
    business: "Mutua Hardware Machakos",
    specialties: ["Repair & Construction", "Commercial Equipment & Tools"],
    listingWeight: 4,
  },
  {
    email: "amina@sokoni.test",
    username: "amina_hassan",
    fullName: "Amina Hassan",
    role: "user",
    verified: true,
    phone: "+254720334455",
    business: "Amina Kids Corner",
    specialties: ["Babies & Kids", "Sports, Arts & Outdoors"],
    listingWeight: 3,
  },
  {
    // A buyer turned scammer: asks sellers for an M-Pesa code and a "transport deposit",
    // so the demo shows the scam guard's warnings. Sells nothing and writes no reviews.
    email: "brian@sokoni.test",
    username: "brian_kiprotich",
    fullName: "Brian Kiprotich",
    role: "user",
    verified: false,
    phone: "+254768554433",
    business: "Brian Kiprotich",
    specialties: [],
    listingWeight: 0,
  },
];

/** The demo account whose messages the scam guard flags (scripts/seed/demo-reviews.ts). */
export const DEMO_SCAMMER = "brian_kiprotich";

export const SPONSORS = [
  { companyName: "Mavuno Agrovet", companyUrl: "https://mavuno-agrovet.example" },
  { companyName: "Safiri Motors", companyUrl: "https://safiri-motors.example" },
  { companyName: "Jenga Hardware", companyUrl: "https://jenga-hardware.example" },
] as const;
