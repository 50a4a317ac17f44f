import * as v from "valibot";
import { STRINGS } from "../i18n";
import { LIMITS } from "./limits";

/**
 * Account forms (spec sections 5 and 8, docs/decisions/022 and 023). The texts are the spec's, in
 * the catalogue (STRINGS.domain.account); one schema per form, used by the screen and by the
 * server. Each schema reads its messages when a check fails, so they come in the reader's language.
 */
export const ACCOUNT_MESSAGES = STRINGS.domain.account;
const M = ACCOUNT_MESSAGES;

/**
 * The username rule (docs/decisions/023); the sentence that explains it is ACCOUNT_MESSAGES.usernameHint:
 * the sign-up form shows it as its hint, and the server answers a refused name with the same words.
 * One name, or two joined by an underscore; letters only, at least 2 (and at most 20) each.
 */
const USERNAME = /^\p{L}{2,20}(?:_\p{L}{2,20})?$/u;
/** Two names of 20 letters and the underscore between them. */
export const USERNAME_MAX_LENGTH = 41;

export function isValidUsername(value: string): boolean {
  return USERNAME.test(value);
}

/**
 * A username as people write a name: "baraka_ux" becomes "Baraka Ux". Used where a person's name
 * is shown or prefilled (the seller name of a new listing), since buyers should not read a handle.
 */
export function readableName(username: string): string {
  return username
    .split("_")
    .filter(Boolean)
    .map((part) => part.charAt(0).toLocaleUpperCase("en-KE") + part.slice(1))
    .join(" ");
}

/**
 * The name people read for a member: the name they gave (a Google account's "Wanjiku Kamau") when
 * it is more than their handle, else their handle written as a name. Headings and reviews use it.
 */
export function displayName(person: { name: string | null; username: string | null }): string {
  const name = person.name?.trim() ?? "";
  const handle = person.username ?? "";
  if (name && name.toLowerCase() !== handle.toLowerCase()) return name;
  return readableName(handle || name);
}

/** A message by its key, read when a check fails (the schemas are built once, for every language). */
type Key = keyof typeof M;
const say = (key: Key) => () => M[key];

// A missing field reads as empty, so it gets the form's own message rather than valibot's.
const text = (message: Key) => v.optional(v.string(say(message)), "");
const required = (message: Key) => v.pipe(text(message), v.trim(), v.nonEmpty(say(message)));
const email = (requiredMessage: Key) => v.pipe(required(requiredMessage), v.toLowerCase(), v.maxLength(254, say("emailInvalid")), v.email(say("emailInvalid")));
// Passwords are never trimmed: spaces are characters like any other.
const newPassword = (requiredMessage: Key) =>
  v.pipe(text(requiredMessage), v.nonEmpty(say(requiredMessage)), v.minLength(LIMITS.passwordMin, say("passwordShort")), v.maxLength(128, say("passwordLong")));

export const SignIn = v.object({
  email: required("signInRequired"),
  password: v.pipe(text("signInRequired"), v.nonEmpty(say("signInRequired"))),
});

/**
 * What makes an account, whichever face creates it (the sign-up form, or better-auth's own
 * `POST /api/auth/sign-up/email`): the shown name is the checked username, never free text.
 */
export const NewAccount = v.object(
  {
    username: v.pipe(required("signUpRequired"), v.check(isValidUsername, say("usernameHint"))),
    email: email("signUpRequired"),
    password: newPassword("signUpRequired"),
  },
  say("signUpRequired"),
);

export const SignUp = v.object({
  ...NewAccount.entries,
  terms: v.pipe(
    text("terms"),
    v.check((value) => value === "on", say("terms")),
  ),
});

export const ForgotPassword = v.object({ email: email("emailRequired") });

/**
 * Both rules are checked together: two different short passwords get the length message on the
 * first field and "Passwords do not match" on the second (a plain `check` would run only once the
 * length passed, and the mismatch would be found one submit later).
 */
export const ResetPassword = v.pipe(
  v.object({
    password: newPassword("resetRequired"),
    confirmPassword: v.pipe(text("resetRequired"), v.nonEmpty(say("resetRequired"))),
  }),
  v.forward(
    v.partialCheck(
      [["password"], ["confirmPassword"]],
      (input) => !input.password || !input.confirmPassword || input.password === input.confirmPassword,
      say("passwordsDiffer"),
    ),
    ["confirmPassword"],
  ),
);

/** A form's fields as strings (absent checkboxes are simply missing). */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") fields[key] = value;
  return fields;
}

/** The first message per field, for showing beside each input. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.map((item) => String(item.key)).join(".") ?? "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

// The spec's "fill everything in" sentences speak about the whole form, so they are said once.
const wholeForm = (): readonly string[] => [M.signInRequired, M.signUpRequired, M.resetRequired];

/**
 * A refused form's messages: `form` (said once, above the button) when a required field is blank,
 * else one message per field to show beside it.
 */
export function formErrors(issues: readonly v.BaseIssue<unknown>[]): { form: string | null; fields: Record<string, string> } {
  const whole = wholeForm();
  const found = issues.find((issue) => whole.includes(issue.message));
  if (found) return { form: found.message, fields: {} };
  return { form: null, fields: fieldErrors(issues) };
}

/**
 * Profile update (spec section 2, Profile): any of username, email and a new password; a new
 * password needs the current one. Empty fields mean "leave as it is". A new email needs the current
 * password too, but only the server knows whether the address is new (the form always sends it) and
 * whether the account has a password at all (worker/services/accounts/email-change.ts).
 */
export const ProfileUpdate = v.pipe(
  v.object({
    username: v.optional(
      v.pipe(
        v.string(say("usernameHint")),
        v.trim(),
        v.check((value) => value === "" || isValidUsername(value), say("usernameHint")),
      ),
    ),
    email: v.optional(
      v.pipe(
        v.string(say("emailInvalid")),
        v.trim(),
        v.toLowerCase(),
        v.maxLength(254, say("emailInvalid")),
        v.check((value) => value === "" || v.is(v.pipe(v.string(), v.email()), value), say("emailInvalid")),
      ),
    ),
    password: v.optional(
      v.pipe(
        v.string(say("passwordShort")),
        v.check((value) => value === "" || value.length >= LIMITS.passwordMin, say("passwordShort")),
        v.maxLength(128, say("passwordLong")),
      ),
    ),
    currentPassword: v.optional(v.pipe(v.string(say("currentPasswordNeeded")), v.maxLength(128, say("currentPasswordWrong")))),
  }),
  v.forward(
    v.check((input) => !input.password || Boolean(input.currentPassword), say("currentPasswordNeeded")),
    ["currentPassword"],
  ),
);

export type ProfileUpdate = v.InferOutput<typeof ProfileUpdate>;

/**
 * Why a Google sign-in failed, in plain words, from the code better-auth puts in the `error`
 * query of the page it sends the browser back to. Only known codes are worded; the query is
 * anyone's to write, so its free text (`error_description`) is never shown.
 */
export function googleErrorMessage(code: string): string {
  const G = STRINGS.domain.google;
  switch (code) {
    case "access_denied":
      return G.cancelled;
    case "state_not_found":
    case "state_mismatch":
    case "please_restart_the_process":
      return G.expired;
    case "email_not_found":
      return G.noEmail;
    case "account_not_linked":
    case "unable_to_link_account":
      return G.notLinked;
    default:
      return G.failed;
  }
}
