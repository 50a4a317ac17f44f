/**
 * Makers for the slots with their own generator in listing-drafts.ts: vehicles (cars, motorcycles,
 * trucks), property (apartments, houses, land, commercial) and jobs (CVs and job posts).
 */
import { CARS, CV_ROLES, FIRST_NAMES, JOB_ROLES, MOTORCYCLES, TRUCKS } from "./listing-templates.ts";
import type { RoleRow } from "./listing-templates.ts";
import { LATEST_YEAR, NAME_MAX, article, between, chance, int, money, nice, pick, titled } from "./listing-drafts-core.ts";
import type { Maker, Rng, Spot } from "./listing-drafts-core.ts";

const AMENITIES = [
  "Water is available 24/7 with a borehole backup.",
  "Tokens are prepaid, and security is provided round the clock.",
  "The compound is well lit, with CCTV and a backup generator.",
  "Shops, schools and matatu stages are a few minutes away.",
];

/** Kenyan plates skip I and O; a series moves about three letters a year (KBx to 2012, KCx to 2019, then KDx). */
const PLATE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ";
function plate(rng: Rng, year: number): string {
  const registered = Math.min(LATEST_YEAR, year + int(rng, 1, 6));
  const [series, start] = registered < 2013 ? ["KB", 2006] : registered < 2020 ? ["KC", 2013] : ["KD", 2020];
  return `${series}${PLATE_LETTERS[(registered - start) * 3 + int(rng, 0, 2)]} reg`;
}

export const car: Maker = (rng, at) => {
  const [make, model, cc, base, from, to, flags] = pick(rng, CARS);
  const hire = flags.includes("h") && chance(rng, 0.12);
  const isNew = !hire && flags.includes("n") && chance(rng, 0.12);
  const year = isNew ? LATEST_YEAR : int(rng, from, to);
  // New units are priced off the newest used import, plus the dealer margin.
  const value = base * 1.087 ** (Math.min(year, to + 1) - 2015) * between(rng, 0.9, 1.1) * (isNew ? 1.15 : 1);
  const fuel = flags.includes("d") ? "diesel" : "petrol";
  const gear = flags.includes("d") && chance(rng, 0.4) ? "manual" : "automatic";
  const lead = [`${year} ${make} ${model} with a ${cc}cc ${fuel} engine and ${gear} gearbox.`];
  let name: string;
  if (hire) {
    name = titled(`${make} ${model} for Hire, Monthly`, at.area);
    lead.push("Ideal for Uber, Bolt or company errands, and insurance is fully covered.", "You fuel it yourself, and a refundable deposit is required.");
  } else if (isNew) {
    name = chance(rng, 0.5) ? `Brand New ${year} ${make} ${model}` : titled(`${make} ${model} ${year}`, "Brand New");
    lead.push("Zero mileage, with full dealer warranty and free first service.");
  } else if (year >= LATEST_YEAR - 8 && chance(rng, 0.3)) {
    // Kenya only lets in cars up to eight years old, so only those can be fresh imports.
    name = titled(`${year} ${make} ${model} ${cc}cc`, "Fresh Import");
    lead.push(
      `Mileage is about ${money(int(rng, 40, 95) * 1000)} km, and duty is fully paid.`,
      "Just cleared from Mombasa port, so you will be the first local owner.",
    );
  } else {
    name = chance(rng, 0.6)
      ? titled(`${year} ${make} ${model} ${cc}cc`, plate(rng, year))
      : titled(`${make} ${model} ${year}`, pick(rng, ["Locally Used", "Very Clean", "Accident Free"]));
    lead.push(
      `Mileage is ${money((LATEST_YEAR - year + 1) * int(rng, 14, 22) * 1000)} km with full service records.`,
      pick(rng, ["The logbook is in my name and ready for transfer.", "Accident free and never repainted.", "New tyres were fitted last month."]),
    );
  }
  return {
    name,
    lead,
    voice: "private",
    attributes: { make, model, year },
    condition: isNew ? "New" : "Used",
    type: hire ? "rent" : "sale",
    price: nice(hire ? value * 0.045 : value),
  };
};

export const motorcycle: Maker = (rng, at) => {
  const [make, model, cc, newPrice, from] = pick(rng, MOTORCYCLES);
  const isNew = chance(rng, 0.35);
  const year = isNew ? LATEST_YEAR : int(rng, Math.max(from, LATEST_YEAR - 8), LATEST_YEAR - 1);
  const price = newPrice * (isNew ? between(rng, 0.97, 1.05) : 0.87 ** (LATEST_YEAR - year) * between(rng, 0.8, 0.9));
  const name = isNew
    ? titled(`${make} ${model}`, pick(rng, ["Brand New", "Free Helmet", "Brand New, Boda Ready"]))
    : titled(`${year} ${make} ${model}`, pick(rng, ["Logbook Ready", "Boda Boda", `in ${at.area}`, "Very Clean"]));
  const lead = [
    `${cc}cc engine that is easy on fuel and strong enough for boda boda work.`,
    isNew ? "It comes with a helmet, a reflector jacket and a free first service." : "The engine is quiet with no leaks, and the tyres are still good.",
  ];
  return {
    name,
    lead,
    voice: isNew ? "shop" : "private",
    attributes: { make, model, year },
    condition: isNew ? "New" : "Used",
    type: "sale",
    price: nice(price),
  };
};

export const truck: Maker = (rng, at) => {
  const [make, model, bodies, base, from, to, flags] = pick(rng, TRUCKS);
  const body = pick(rng, bodies.split("/"));
  const hire = chance(rng, 0.12);
  const isNew = !hire && flags.includes("n") && chance(rng, 0.15);
  const year = isNew ? LATEST_YEAR : int(rng, from, to);
  const value = base * 1.06 ** (year - 2015) * between(rng, 0.9, 1.1);
  const name = hire
    ? titled(`${make} ${model} ${body} for Hire`, at.area)
    : isNew
      ? titled(`${make} ${model} ${body}`, "Brand New")
      : titled(`${year} ${make} ${model} ${body}`, plate(rng, year));
  const lead = [
    pick(rng, ["The body is strong and the engine pulls well on hills.", "Good for moving building materials, farm produce and goods upcountry."]),
    hire
      ? "Hire is per month with an experienced driver, and fuel is on the client."
      : isNew
        ? "New from the dealer with full warranty."
        : "It has been serviced on time and is working daily.",
  ];
  return {
    name,
    lead,
    voice: "private",
    attributes: { make, model, year },
    condition: isNew ? "New" : "Used",
    type: hire ? "rent" : "sale",
    price: nice(hire ? value * 0.07 : value),
  };
};

/** Property costs most in Nairobi's upmarket estates and least upcountry. */
const valueAt = (at: Spot): number => [1, 0.7, 0.45][at.place.tier - 1]! * (at.premium ? 1.6 : 1);

export const apartment: Maker = (rng, at) => {
  const bedrooms = pick(rng, [1, 1, 2, 2, 2, 3, 3, 4]);
  // Upcountry blocks are built to let, so only the big urban counties list flats for sale.
  const rent = at.place.tier === 3 || chance(rng, 0.8);
  const furnished = chance(rng, rent ? 0.2 : 0.1);
  const scale = valueAt(at) * (furnished ? 1.5 : 1) * between(rng, 0.85, 1.2);
  const base = rent ? [18_000, 32_000, 55_000, 90_000] : [3.2e6, 5.5e6, 9e6, 15e6];
  const core = !rent
    ? `${bedrooms} Bedroom Apartment for Sale`
    : pick(rng, [
        `${bedrooms}-Bedroom Apartment in ${at.area}`,
        `Spacious ${bedrooms} Bedroom Apartment to Let`,
        `${furnished ? "Furnished " : ""}${bedrooms}BR Apartment to Let`,
      ]);
  const rooms = bedrooms > 1 ? `${bedrooms} bedrooms, a master ensuite` : "1 bedroom";
  const lead = [
    `The apartment has ${rooms} and an open-plan kitchen.`,
    pick(rng, AMENITIES),
    rent ? "Deposit is one month's rent, and the unit is ready from the 1st." : "It comes with a sectional title, and the transfer is done through a lawyer.",
  ];
  const attributes = {
    bedrooms,
    bathrooms: bedrooms === 1 ? 1 : int(rng, bedrooms - 1, bedrooms),
    parking: at.premium || chance(rng, at.place.tier < 3 ? 0.8 : 0.5),
    furnished,
  };
  return {
    name: core.includes(at.area) ? core : titled(core, at.area),
    lead,
    voice: "property",
    attributes,
    condition: null,
    type: rent ? "rent" : "sale",
    price: nice(base[bedrooms - 1]! * scale),
  };
};

export const house: Maker = (rng, at) => {
  const bedrooms = pick(rng, [2, 3, 3, 3, 4, 4, 4, 5, 5, 6]);
  const upmarket = at.premium && bedrooms >= 4;
  const style = pick(rng, upmarket ? ["Villa", "Townhouse", "Maisonette"] : ["Bungalow", "Maisonette", "House"]);
  const rent = chance(rng, 0.6);
  const furnished = chance(rng, 0.1);
  const scale = valueAt(at) * (furnished ? 1.3 : 1) * between(rng, 0.85, 1.2);
  const base = rent ? [22_000, 35_000, 60_000, 110_000, 180_000] : [4.5e6, 7.5e6, 14e6, 28e6, 45e6];
  const deal = rent ? "to Let" : "for Sale";
  const home = `${bedrooms} Bedroom ${style}`;
  const name =
    [`${home}${bedrooms >= 4 ? " with DSQ" : ""} ${deal} in ${at.area}`, `${home} ${deal} in ${at.area}`, `${home} ${deal}`].find(
      (n) => n.length <= NAME_MAX,
    ) ?? home;
  const lead = [
    `A ${bedrooms} bedroom ${style.toLowerCase()} on a quiet, secure road with a master ensuite.`,
    bedrooms >= 4 ? "There is a servant quarter (DSQ) and a perimeter wall with an electric fence." : pick(rng, AMENITIES),
    rent ? "Rent is due by the 5th, and one month's deposit is required." : "The title deed is ready, and a copy can be shared before viewing.",
  ];
  const bathrooms = Math.min(10, bedrooms + int(rng, -1, 1));
  const attributes = { bedrooms, bathrooms, parking: chance(rng, 0.9), furnished };
  return { name, lead, voice: "property", attributes, condition: null, type: rent ? "rent" : "sale", price: nice(base[bedrooms - 2]! * scale) };
};

/** Plot sizes with their area in eighths of an acre (a 50x100 plot is about one eighth). */
const PLOTS: readonly (readonly [string, number])[] = [
  ["50x100 Plot", 1],
  ["1/8 Acre Plot", 1],
  ["1/4 Acre", 2],
  ["1/2 Acre", 4],
  ["1 Acre", 8],
  ["2 Acres", 16],
  ["5 Acres", 40],
  ["10 Acres", 80],
];

export const land: Maker = (rng, at) => {
  // Towns sell small plots; upcountry listings lean towards whole acres of farmland.
  const [size, eighths] = PLOTS[Math.min(PLOTS.length - 1, int(rng, 0, 3) + (at.place.tier - 1) * int(rng, 0, 2))]!;
  const tier = at.place.tier;
  const perEighth = tier === 1 ? (at.premium ? 14e6 : 4e6) : tier === 2 ? (at.premium ? 6e6 : 1.6e6) : 2.8e5;
  const name = pick(rng, [`${size} for Sale in ${at.area}`, titled(`${size} with Ready Title`, at.area), titled(`Prime ${size}`, at.area)]);
  const lead = [
    eighths >= 8 ? "Good red soil, suitable for farming or subdividing." : "The area is developing fast, with power and water nearby.",
    pick(rng, [
      "Title deed is ready, and we do free site visits every Saturday.",
      "Payment can be spread over six months.",
      `It is about ${int(rng, 1, 5)} km from the tarmac.`,
    ]),
  ];
  return {
    name,
    lead,
    voice: "property",
    attributes: { parking: false, furnished: false },
    condition: null,
    type: "sale",
    price: nice(perEighth * eighths ** 0.8 * between(rng, 0.85, 1.2)),
  };
};

export const commercial: Maker = (rng, at) => {
  const kind = pick(rng, ["Shop", "Office Space", "Warehouse", "Commercial Building"] as const);
  const upcountry = at.place.tier === 3;
  // Offices are let, not sold, outside the big towns, and they are smaller there.
  const rent = kind !== "Commercial Building" && (chance(rng, 0.8) || (kind === "Office Space" && upcountry));
  const sqft = kind === "Shop" ? int(rng, 15, 40) * 10 : kind === "Office Space" ? int(rng, 5, upcountry ? 12 : 30) * 100 : int(rng, 3, 12) * 1000;
  const scale = valueAt(at) * between(rng, 0.8, 1.25);
  const perSqft = kind === "Warehouse" ? (rent ? 55 : 6_000) : rent ? 100 : 12_000;
  const price = kind === "Commercial Building" ? int(rng, 3, 6) * 15e6 * scale : sqft * perSqft * scale;
  const label = kind === "Warehouse" ? pick(rng, ["Warehouse", "Godown"]) : kind;
  const name =
    kind === "Commercial Building"
      ? `Commercial Building for Sale in ${at.area}`
      : titled(`${label} ${money(sqft)} sq ft ${rent ? "to Let" : "for Sale"}`, at.area);
  const lead = [
    kind === "Commercial Building"
      ? "Fully let to tenants, with a steady monthly income."
      : `About ${money(sqft)} square feet, with good access for customers and deliveries.`,
    pick(rng, AMENITIES),
  ];
  const bathrooms = kind === "Shop" ? 1 : kind === "Commercial Building" ? int(rng, 4, 10) : int(rng, 1, 3);
  const attributes = { bathrooms, parking: chance(rng, 0.7), furnished: kind === "Office Space" && chance(rng, 0.3) };
  return { name, lead, voice: "property", attributes, condition: null, type: rent ? "rent" : "sale", price: nice(price) };
};

/** CVs and job posts carry the monthly pay asked or offered as their price. */
const pay = (rng: Rng, role: RoleRow): number => nice(int(rng, role[1], role[2]));

export const cv: Maker = (rng, at) => {
  const row = pick(rng, CV_ROLES);
  const [role, , , duties] = row;
  const first = pick(rng, FIRST_NAMES);
  const name = pick(rng, [titled(`${role} Seeking Work`, at.area, " in "), `Experienced ${role}`, `${first}, ${role}`]);
  const lead = [
    `My name is ${first}, and I am looking for work as ${article(role)} ${role}.`,
    `${duties}, and I have ${int(rng, 2, 12)} years of experience.`,
    "I am honest, hardworking and ready to learn.",
  ];
  return { name, lead, voice: "cv", attributes: {}, condition: null, type: "sale", price: pay(rng, row) };
};

export const job: Maker = (rng, at) => {
  const row = pick(rng, JOB_ROLES);
  const name = pick(rng, [titled(`${row[0]} Wanted`, at.area, " in "), `We Are Hiring: ${row[0]}`, titled(`${row[0]} Needed`, at.area)]);
  // Better-paid posts (accountant, teacher, farm manager) ask for papers beyond KCSE.
  const lead = [
    `We are looking for someone to ${row[3]}.`,
    row[1] >= 25_000
      ? "A relevant diploma or degree and at least two years of experience are required."
      : "Minimum requirement is a KCSE certificate, and experience is an added advantage.",
    "Salary is paid monthly, with NSSF and SHIF handled by the employer.",
  ];
  return { name, lead, voice: "job", attributes: {}, condition: null, type: "sale", price: pay(rng, row) };
};
