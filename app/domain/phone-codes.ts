import * as v from "valibot";
import { STRINGS } from "../i18n";
import { normalizeKenyanPhone } from "./phone";

/**
 * Confirming a phone number with a code sent by SMS (docs/decisions/
 * 050-phones-own-sms-codes.md). Pure rules: the service (worker/services/accounts/phones.ts) keeps the codes and
 * asks these functions what a code's state is and whether another may go out.
 */
export const PHONE_CODE_RULES = {
  /** Digits in a code. */
  length: 6,
  /** A code works for ten minutes after it was sent. */
  lifetimeMs: 10 * 60 * 1000,
  /** Wrong tries a code survives: the fifth wrong one kills it. */
  maxWrongTries: 5,
  /** A new code for the same number waits a minute after the last one. */
  resendAfterMs: 60 * 1000,
  /** Codes per number per day (whoever asks for them). */
  perNumberPerDay: 5,
  /** Codes per account per day, all numbers together. */
  perAccountPerDay: 10,
  /**
   * Codes per address per day, all accounts together: a flood ceiling only, high because a carrier
   * NAT puts thousands of phones behind one address; the number and account limits above are the
   * real ones (docs/decisions/110).
   */
  perAddressPerDay: 200,
  dayMs: 24 * 60 * 60 * 1000,
} as const;

/** Every answer about a number and its code, in the reader's language (STRINGS.domain.phoneCodes). */
export const PHONE_CODE_MESSAGES = STRINGS.domain.phoneCodes;

/** What a code can still do: only a `usable` one is compared with what was typed. */
export type CodeState = "usable" | "used" | "expired" | "locked";

export interface CodeFacts {
  expiresAt: Date;
  usedAt: Date | null;
  failedTries: number;
}

export function codeState(code: CodeFacts, now: Date): CodeState {
  if (code.usedAt) return "used";
  if (code.failedTries >= PHONE_CODE_RULES.maxWrongTries) return "locked";
  if (now.getTime() >= code.expiresAt.getTime()) return "expired";
  return "usable";
}

/** Wrong tries left after one more wrong try (0 means the code is now locked). */
export function triesLeftAfterWrong(failedTriesBefore: number): number {
  return Math.max(0, PHONE_CODE_RULES.maxWrongTries - failedTriesBefore - 1);
}

export function expiresAtFor(sentAt: Date): Date {
  return new Date(sentAt.getTime() + PHONE_CODE_RULES.lifetimeMs);
}

export function resendAtFor(sentAt: Date): Date {
  return new Date(sentAt.getTime() + PHONE_CODE_RULES.resendAfterMs);
}

/** True when no code went out for this number yet, or the last one is at least a minute old. */
export function canResend(lastSentAt: Date | null, now: Date): boolean {
  return lastSentAt === null || now.getTime() >= resendAtFor(lastSentAt).getTime();
}

/** Whole seconds until another code may go out (at least 1 while waiting, 0 when it may). */
export function secondsUntilResend(lastSentAt: Date | null, now: Date): number {
  if (canResend(lastSentAt, now)) return 0;
  return Math.max(1, Math.ceil(((lastSentAt as Date).getTime() + PHONE_CODE_RULES.resendAfterMs - now.getTime()) / 1000));
}

/** True while the codes sent to one number in the last day leave room for another. */
export function withinDailyCodes(codesSentToday: number): boolean {
  return codesSentToday < PHONE_CODE_RULES.perNumberPerDay;
}

/** Six random digits from a uniform source (rejection sampling keeps every code equally likely). */
export function newCode(random: (bytes: Uint32Array) => Uint32Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const space = 10 ** PHONE_CODE_RULES.length;
  const limit = Math.floor(0x1_0000_0000 / space) * space;
  for (;;) {
    const [value = 0] = random(new Uint32Array(1));
    if (value < limit) return String(value % space).padStart(PHONE_CODE_RULES.length, "0");
  }
}

/** The SMS itself: short, the code first, and the warning that protects against code phishing. */
export function codeMessage(code: string): string {
  return STRINGS.domain.phoneSms.code(code);
}

// Messages are read when a check fails, in the language of whoever is answered.
const invalidNumber = () => PHONE_CODE_MESSAGES.invalidNumber;
const codeInvalid = () => PHONE_CODE_MESSAGES.codeInvalid;

// A missing field reads as empty, so it gets the form's own message rather than valibot's.
const text = (message: () => string) => v.optional(v.string(message), "");

/** A Kenyan mobile in any accepted form, turned into +254XXXXXXXXX. */
export const PhoneNumberField = v.pipe(
  text(invalidNumber),
  v.maxLength(40, invalidNumber),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const phone = normalizeKenyanPhone(dataset.value);
    if (!phone) {
      addIssue({ message: invalidNumber() });
      return NEVER;
    }
    return phone;
  }),
);

/** Six digits; spaces and dashes people type between groups are dropped. */
export const CodeField = v.pipe(
  text(codeInvalid),
  v.maxLength(20, codeInvalid),
  v.transform((value) => value.replace(/[\s-]/g, "")),
  v.regex(/^\d{6}$/, codeInvalid),
);

export const PhoneCodeRequest = v.object({ phoneNumber: PhoneNumberField });
export const PhoneCodeConfirm = v.object({ phoneNumber: PhoneNumberField, code: CodeField });
export type PhoneCodeConfirm = v.InferOutput<typeof PhoneCodeConfirm>;
