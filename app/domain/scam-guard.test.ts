import { describe, expect, it } from "vitest";
import { SCAM_SIGNALS } from "./chat-types";
import { redactContacts, SCAM_WARNING, scamSignals } from "./scam-guard";
import { ORDINARY_MESSAGES, SCAM_MESSAGES } from "./scam-guard.corpus";

/** The expected signals in the order the guard gives them (SCAM_SIGNALS order). */
function inOrder(signals: readonly string[]): string[] {
  return SCAM_SIGNALS.filter((signal) => signals.includes(signal));
}

describe("scamSignals on the corpus", () => {
  it("holds at least 60 messages, both ways", () => {
    expect(SCAM_MESSAGES.length + ORDINARY_MESSAGES.length).toBeGreaterThanOrEqual(60);
    expect(SCAM_MESSAGES.length).toBeGreaterThanOrEqual(30);
    expect(ORDINARY_MESSAGES.length).toBeGreaterThanOrEqual(30);
    for (const signal of SCAM_SIGNALS) expect(SCAM_MESSAGES.some((message) => message.signals.includes(signal))).toBe(true);
  });

  it.each(SCAM_MESSAGES.map((message) => [message.text, message.signals] as const))("flags %j as %j", (text, signals) => {
    expect(scamSignals(text)).toEqual(inOrder(signals));
  });

  it.each(ORDINARY_MESSAGES)("gives no signal for %j", (text) => {
    expect(scamSignals(text)).toEqual([]);
  });
});

describe("scamSignals normalising", () => {
  it("ignores case, accents and punctuation", () => {
    expect(scamSignals("TUMA PESA KWANZA!!!")).toEqual(["payment-first"]);
    expect(scamSignals("tumá pésa kwanzá")).toEqual(["payment-first"]);
    expect(scamSignals("Whats-App me")).toEqual(["off-platform"]);
  });

  it("undoes leetspeak inside words but not in numbers", () => {
    expect(scamSignals("s3nd m3 th3 c0d3")).toEqual(["otp-pin"]);
    expect(scamSignals("0TP please")).toEqual(["otp-pin"]);
    expect(scamSignals("I have 2 phones, 2015 and 2018 models")).toEqual([]);
  });

  it("joins digits written with spaces, dots or dashes", () => {
    for (const number of ["0712345678", "0712 345 678", "0 7 1 2 3 4 5 6 7 8", "0712.345.678", "+254-712-345-678", "254 712 345678"]) {
      expect(scamSignals(`Tuma kwa ${number}`)).toContain("mpesa-number");
    }
  });

  it("reads past a refusal to an ask later in the same message", () => {
    expect(scamSignals("I don't send money, you send money first")).toEqual(["payment-first"]);
    expect(scamSignals("No deposit? Pay a deposit to hold it")).toEqual(["payment-first"]);
  });

  it("gives [] for empty text", () => {
    expect(scamSignals("")).toEqual([]);
    expect(scamSignals("   ")).toEqual([]);
  });
});

describe("redactContacts", () => {
  it.each([
    ["Call 0712345678 now", "Call [hidden] now"],
    ["Call 0712 345 678 now", "Call [hidden] now"],
    ["Number +254 712 345 678.", "Number [hidden]."],
    ["Or 0112345678", "Or [hidden]"],
    ["Till 556677 please", "Till [hidden] please"],
    ["Paybill 247247 account 0123456789", "Paybill [hidden] account [hidden]"],
    ["See bit.ly/xyz today", "See [hidden] today"],
    ["Chat wa.me/254712345678", "Chat [hidden]"],
    ["Go to https://example.com/a?b=c now", "Go to [hidden] now"],
    ["Visit www.deals.co.ke", "Visit [hidden]"],
    ["Mail me: kamau.j@gmail.com", "Mail me: [hidden]"],
    ["O7l2 345 678", "[hidden]"],
  ])("hides %j", (text, expected) => {
    expect(redactContacts(text)).toBe(expected);
  });

  it.each(["KSh 45,000 only", "It is a 2015 model", "Price 45000/=", "Is this still available?", "Plot 50 by 100"])("keeps %j", (text) => {
    expect(redactContacts(text)).toBe(text);
  });
});

describe("SCAM_WARNING", () => {
  it("has a calm sentence for every signal and links to the safety guide", () => {
    expect(SCAM_WARNING.guideLink).toBe("/safety-guide");
    expect(SCAM_WARNING.title).toMatch(/^Be careful/);
    for (const signal of SCAM_SIGNALS) expect(SCAM_WARNING.bySignal[signal]).toMatch(/^[A-Z].*\.$/);
  });
});

describe("scamSignals cost", () => {
  it("reads a 2,000-character message, even a hostile one, in a few milliseconds", () => {
    const texts = [
      "tuma pesa ".repeat(200),
      "0 ".repeat(1000),
      "w h a t s a p p ".repeat(125),
      "l1o0".repeat(500),
      `${"a".repeat(1999)}.com`,
      "send me the ".repeat(166),
    ];
    for (const text of texts) {
      const started = performance.now();
      scamSignals(text);
      redactContacts(text);
      expect(performance.now() - started).toBeLessThan(100);
    }
  });
});
