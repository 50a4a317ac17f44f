import { describe, expect, it } from "vitest";
import { HELD_LISTINGS, ORDINARY_LISTINGS } from "./scam-guard-listings.corpus";
import { LISTING_SCAM_SIGNALS, listingScamSignals, scamSignals } from "./scam-guard";

const label = (entry: { name: string; description: string }) => `${entry.name} / ${entry.description}`;

describe("listingScamSignals on the listing corpus", () => {
  it("has every signal among the held listings", () => {
    for (const signal of LISTING_SCAM_SIGNALS) expect(HELD_LISTINGS.some((entry) => entry.signals.includes(signal))).toBe(true);
  });

  it.each(HELD_LISTINGS.map((entry) => [label(entry), entry] as const))("holds %j", (_, entry) => {
    expect(listingScamSignals(entry)).toEqual(LISTING_SCAM_SIGNALS.filter((signal) => entry.signals.includes(signal)));
  });

  it.each(ORDINARY_LISTINGS.map((entry) => [label(entry), entry] as const))("lets %j show", (_, entry) => {
    expect(listingScamSignals(entry)).toEqual([]);
  });
});

describe("listingScamSignals", () => {
  it("reads a job's fee only in Jobs and Seeking Work", () => {
    const text = { name: "Security guards wanted", description: "Registration fee 1,000 on reporting." };
    expect(listingScamSignals({ ...text, category: "Jobs" })).toEqual(["job-fee"]);
    expect(listingScamSignals({ ...text, category: "Services" })).toEqual([]);
  });

  it("reads the title as well as the description", () => {
    expect(listingScamSignals({ name: "Owner abroad, house for rent", description: "Three bedrooms.", category: "Property" })).toEqual(["owner-abroad"]);
  });

  it("is empty for an empty listing", () => {
    expect(listingScamSignals({ name: "", description: "  ", category: "Property" })).toEqual([]);
  });

  it("reads words split by invisible characters in chats too", () => {
    expect(scamSignals("tuma pe\u200bsa kwa\u00adnza")).toEqual(["payment-first"]);
  });
});
