import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  CodeField,
  canResend,
  codeMessage,
  codeState,
  expiresAtFor,
  newCode,
  PHONE_CODE_MESSAGES,
  PHONE_CODE_RULES,
  PhoneCodeConfirm,
  PhoneCodeRequest,
  resendAtFor,
  secondsUntilResend,
  triesLeftAfterWrong,
  withinDailyCodes,
} from "./phone-codes";
import { PHONE_MESSAGES } from "./phone";

const sentAt = new Date("2026-11-23T09:00:00.000Z");
const later = (ms: number) => new Date(sentAt.getTime() + ms);
const fresh = { expiresAt: expiresAtFor(sentAt), usedAt: null, failedTries: 0 };

describe("the rules' numbers", () => {
  it("are the issue's: 6 digits, 10 minutes, 5 tries, 60 seconds, 5 a day", () => {
    expect(PHONE_CODE_RULES).toMatchObject({ length: 6, lifetimeMs: 600_000, maxWrongTries: 5, resendAfterMs: 60_000, perNumberPerDay: 5 });
  });
});

describe("codeState", () => {
  it("is usable until ten minutes have passed", () => {
    expect(codeState(fresh, sentAt)).toBe("usable");
    expect(codeState(fresh, later(10 * 60_000 - 1))).toBe("usable");
  });

  it("is expired at ten minutes and after", () => {
    expect(codeState(fresh, later(10 * 60_000))).toBe("expired");
    expect(codeState(fresh, later(60 * 60_000))).toBe("expired");
  });

  it("is locked after five wrong tries, even before expiry", () => {
    expect(codeState({ ...fresh, failedTries: 4 }, sentAt)).toBe("usable");
    expect(codeState({ ...fresh, failedTries: 5 }, sentAt)).toBe("locked");
  });

  it("is used once spent (or voided by a newer code), whatever else holds", () => {
    expect(codeState({ ...fresh, usedAt: sentAt }, sentAt)).toBe("used");
    expect(codeState({ ...fresh, usedAt: sentAt, failedTries: 5 }, later(3_600_000))).toBe("used");
  });
});

describe("wrong tries", () => {
  it("leave 4, 3, 2, 1, then 0 (locked)", () => {
    expect([0, 1, 2, 3, 4].map(triesLeftAfterWrong)).toEqual([4, 3, 2, 1, 0]);
    expect(triesLeftAfterWrong(9)).toBe(0);
  });

  it("are told in a sentence that counts them", () => {
    expect(PHONE_CODE_MESSAGES.wrongCode(4)).toBe("That code is not right. 4 tries left.");
    expect(PHONE_CODE_MESSAGES.wrongCode(1)).toBe("That code is not right. 1 try left.");
  });
});

describe("resending", () => {
  it("is allowed with no code yet, and 60 seconds after the last one", () => {
    expect(canResend(null, sentAt)).toBe(true);
    expect(canResend(sentAt, later(59_999))).toBe(false);
    expect(canResend(sentAt, later(60_000))).toBe(true);
    expect(resendAtFor(sentAt).toISOString()).toBe("2026-11-23T09:01:00.000Z");
  });

  it("says how many whole seconds are left", () => {
    expect(secondsUntilResend(sentAt, sentAt)).toBe(60);
    expect(secondsUntilResend(sentAt, later(59_500))).toBe(1);
    expect(secondsUntilResend(sentAt, later(60_000))).toBe(0);
    expect(secondsUntilResend(null, sentAt)).toBe(0);
  });

  it("stops at 5 codes a day for a number", () => {
    expect(withinDailyCodes(0)).toBe(true);
    expect(withinDailyCodes(4)).toBe(true);
    expect(withinDailyCodes(5)).toBe(false);
  });

  it("expires ten minutes after sending", () => {
    expect(expiresAtFor(sentAt).toISOString()).toBe("2026-11-23T09:10:00.000Z");
  });
});

describe("newCode", () => {
  it("is six digits, leading zeros kept", () => {
    expect(newCode(() => new Uint32Array([42]))).toBe("000042");
    for (let i = 0; i < 50; i++) expect(newCode()).toMatch(/^\d{6}$/);
  });

  it("draws again rather than favour low codes (rejection sampling)", () => {
    const draws = [0xffff_ffff, 123_456];
    expect(newCode(() => new Uint32Array([draws.shift() ?? 0]))).toBe("123456");
  });

  it("goes in an SMS that starts with it and warns against sharing it", () => {
    expect(codeMessage("123456")).toMatch(/^123456 is your Sokoni code\./);
    expect(codeMessage("123456")).toContain("Never share it");
  });
});

describe("the schemas", () => {
  it("turn a number into its +254 form", () => {
    expect(v.parse(PhoneCodeRequest, { phoneNumber: "0712 345 678" })).toEqual({ phoneNumber: "+254712345678" });
  });

  it("refuse a number that is not a Kenyan mobile with the phone sentence", () => {
    for (const phoneNumber of ["", "12345", "+255712345678", "0812345678", 712345678, null, "0".repeat(200)]) {
      const result = v.safeParse(PhoneCodeRequest, { phoneNumber });
      expect(result.success).toBe(false);
      if (!result.success) expect(result.issues[0].message).toBe(PHONE_MESSAGES.invalid);
    }
  });

  it("accept a code typed with spaces or a dash", () => {
    expect(v.parse(CodeField, " 123 456 ")).toBe("123456");
    expect(v.parse(CodeField, "123-456")).toBe("123456");
    expect(v.parse(PhoneCodeConfirm, { phoneNumber: "+254712345678", code: "012345" })).toEqual({ phoneNumber: "+254712345678", code: "012345" });
  });

  it("answer a body without phoneNumber or code with the field's own sentence, never valibot's \"Invalid key\"", () => {
    const messages = (schema: v.GenericSchema, input: unknown) => {
      const result = v.safeParse(schema, input);
      return result.success ? [] : result.issues.map((issue) => issue.message);
    };
    expect(messages(PhoneCodeRequest, {})).toEqual([PHONE_MESSAGES.invalid]);
    expect(messages(PhoneCodeConfirm, { code: "123456" })).toEqual([PHONE_MESSAGES.invalid]);
    expect(messages(PhoneCodeConfirm, { phoneNumber: "0712345678" })).toEqual([PHONE_CODE_MESSAGES.codeInvalid]);
    expect(messages(PhoneCodeConfirm, {})).toEqual([PHONE_MESSAGES.invalid, PHONE_CODE_MESSAGES.codeInvalid]);
  });

  it("refuse anything but six digits with one sentence", () => {
    for (const code of ["", "12345", "1234567", "12345a", "١٢٣٤٥٦", 123456, undefined]) {
      const result = v.safeParse(CodeField, code);
      expect(result.success).toBe(false);
      if (!result.success) expect(result.issues[0].message).toBe(PHONE_CODE_MESSAGES.codeInvalid);
    }
  });
});
