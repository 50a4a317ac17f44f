import { build } from "esbuild";
import * as v from "valibot";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Lang, registerCatalogue, setLanguageSource } from "../i18n";
import { sw } from "../i18n/sw";
import { ACCOUNT_MESSAGES, SignIn } from "./account";
import { BOOST_PACKAGES } from "./boosts";
import { CONVERSATION_MESSAGES } from "./conversation-texts";
import { LISTING_MESSAGES, ListingSchema } from "./listing-input";
import { parseListingQuery } from "./listing-query";
import { formatKsh } from "./money";
import { postingLimitSentence } from "./posting-limit";
import { redactContacts, SCAM_WARNING } from "./scam-guard";
import { formatEatDay, formatPostedDate } from "./time";

/*
 * The rules' texts are read in the language current when they are shown (docs/decisions/085):
 * schemas built once at start-up still answer each reader in theirs, and nothing is frozen in
 * the language of whoever loaded a module first.
 */

let lang: Lang = "en";

beforeAll(() => {
  registerCatalogue("sw", sw);
  setLanguageSource(() => lang);
});

afterEach(() => {
  lang = "en";
});

const firstMessage = (schema: Parameters<typeof v.safeParse>[0], input: unknown) => v.safeParse(schema, input).issues?.[0]?.message;

describe("the shared rules in Kiswahili", () => {
  it("answer a schema built before the language changed in the reader's language", () => {
    expect(firstMessage(SignIn, {})).toBe("Email and password are required");
    lang = "sw";
    expect(firstMessage(SignIn, {})).toBe(ACCOUNT_MESSAGES.signInRequired);
    expect(ACCOUNT_MESSAGES.signInRequired).toBe("Email na nenosiri vinahitajika");
    expect(firstMessage(ListingSchema, {})).toBe(LISTING_MESSAGES.nameLength);
    expect(LISTING_MESSAGES.nameLength).toBe("Kichwa cha tangazo kiwe na herufi 10 hadi 62");
    expect(parseListingQuery(new URLSearchParams("category=Nope")).issues?.[0]?.message).toBe("Hakuna kategoria kama hiyo.");
  });

  it("name a category filter and its categories in the reader's language", () => {
    lang = "sw";
    const message = parseListingQuery(new URLSearchParams("category=Fashion&make=Toyota")).issues?.[0]?.message ?? "";
    expect(message).toMatch(/^Kichujio cha chapa ya gari ni cha /);
  });

  it("write dates, prices and times in Kiswahili", () => {
    const at = Date.UTC(2026, 10, 22, 21, 30, 5);
    lang = "sw";
    expect(formatEatDay(at)).toBe("Jumatatu, 23 Novemba 2026");
    expect(formatPostedDate("2026-08-15T09:00:00Z")).toBe("15 Ago 2026");
    expect(formatKsh(65_000, "rent")).toBe("KSh 65,000 / mwezi");
    // The 24-hour clock: "saa 2:15 pm" would read as Swahili time.
    const now = Date.UTC(2026, 10, 22, 6, 0);
    expect(postingLimitSentence(true, Date.UTC(2026, 10, 22, 11, 15), now)).toBe(
      "Akaunti mpya zinaweza kuweka matangazo 5 kwa siku. Unaweza kuweka tangazo tena leo saa 14:15.",
    );
    lang = "en";
    expect(postingLimitSentence(true, Date.UTC(2026, 10, 22, 11, 15), now)).toBe(
      "New accounts can post 5 listings a day. You can post again at 2:15 pm today.",
    );
  });

  it("read the constants' texts when they are shown", () => {
    lang = "sw";
    expect(SCAM_WARNING.title).toMatch(/^Kuwa makini/);
    expect(SCAM_WARNING.bySignal["otp-pin"]).toMatch(/PIN/);
    expect(CONVERSATION_MESSAGES.blocked("Wanjiku")).toContain("Wanjiku");
    expect(BOOST_PACKAGES[0]?.name).toBe("Top siku 7");
    expect(JSON.parse(JSON.stringify(BOOST_PACKAGES[0])).name).toBe("Top siku 7");
    expect(redactContacts("Call 0712345678")).toBe("Call [imefichwa]");
    lang = "en";
    expect(BOOST_PACKAGES[0]?.name).toBe("Top 7 days");
  });
});

describe("the home page's inline script", () => {
  it("carries no catalogue, even through another module", async () => {
    const result = await build({ entryPoints: ["app/enhance/home.ts"], bundle: true, write: false, metafile: true, format: "iife", logLevel: "silent" });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs).toContain("app/enhance/home.ts");
    expect(inputs.filter((input) => input.startsWith("app/i18n/"))).toEqual([]);
  });
});
