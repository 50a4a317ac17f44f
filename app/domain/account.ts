import * as v from "valibot";
import { LIMITS } from "./limits";

/**
 * Account forms (spec sections 5 and 8, docs/decisions/022 and 023). The texts are the spec's; one
 * schema per form, used by the screen and by the server.
 */
export const ACCOUNT_MESSAGES = {
  signInRequired: "Email and password are required",
  signUpRequired: "All fields are required",
  terms: "You must agree to the Terms and Conditions",
  emailRequired: "Email is required",
  resetRequired: "Both password fields are required",
  passwordsDiffer: "Passwords do not match",
  passwordShort: `Password must be at least ${LIMITS.passwordMin} characters long`,
  emailInvalid: "Please enter a valid email address",
  resetLinkExpired: "This reset link has expired or has already been used. Links work once, for one hour.",
  currentPasswordNeeded: "Enter your current password to set a new one",
} as const;

/**
 * The username rule (docs/decisions/023) and the sentence that explains it, side by side: the sign-up
 * form shows the sentence as its hint, and the server answers a refused name with the same words.
 * One name, or two joined by an underscore; letters only, at least 2 (and at most 20) each.
 */
const USERNAME = /^\p{L}{2,20}(?:_\p{L}{2,20})?$/u;
export const USERNAME_HINT = "Use a single name, or two names joined by an underscore: letters only, at least 2 each (e.g. wanjiku or wanjiku_kamau).";
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

// A missing field reads as empty, so it gets the form's own message rather than valibot's.
const text = (message: string) => v.optional(v.string(message), "");
const required = (message: string) => v.pipe(text(message), v.trim(), v.nonEmpty(message));
const email = (requiredMessage: string) =>
  v.pipe(required(requiredMessage), v.toLowerCase(), v.maxLength(254, ACCOUNT_MESSAGES.emailInvalid), v.email(ACCOUNT_MESSAGES.emailInvalid));
// Passwords are never trimmed: spaces are characters like any other.
const newPassword = (requiredMessage: string) =>
  v.pipe(
    text(requiredMessage),
    v.nonEmpty(requiredMessage),
    v.minLength(LIMITS.passwordMin, ACCOUNT_MESSAGES.passwordShort),
    v.maxLength(128, "Password must be at most 128 characters long"),
  );

export const SignIn = v.object({
  email: required(ACCOUNT_MESSAGES.signInRequired),
  password: v.pipe(text(ACCOUNT_MESSAGES.signInRequired), v.nonEmpty(ACCOUNT_MESSAGES.signInRequired)),
});

/**
 * What makes an account, whichever face creates it (the sign-up form, or better-auth's own
 * `POST /api/auth/sign-up/email`): the shown name is the checked username, never free text.
 */
export const NewAccount = v.object(
  {
    username: v.pipe(required(ACCOUNT_MESSAGES.signUpRequired), v.check(isValidUsername, USERNAME_HINT)),
    email: email(ACCOUNT_MESSAGES.signUpRequired),
    password: newPassword(ACCOUNT_MESSAGES.signUpRequired),
  },
  ACCOUNT_MESSAGES.signUpRequired,
);

export const SignUp = v.object({
  ...NewAccount.entries,
  terms: v.pipe(
    text(ACCOUNT_MESSAGES.terms),
    v.check((value) => value === "on", ACCOUNT_MESSAGES.terms),
  ),
});

export const ForgotPassword = v.object({ email: email(ACCOUNT_MESSAGES.emailRequired) });

/**
 * Both rules are checked together: two different short passwords get the length message on the
 * first field and "Passwords do not match" on the second (a plain `check` would run only once the
 * length passed, and the mismatch would be found one submit later).
 */
export const ResetPassword = v.pipe(
  v.object({
    password: newPassword(ACCOUNT_MESSAGES.resetRequired),
    confirmPassword: v.pipe(text(ACCOUNT_MESSAGES.resetRequired), v.nonEmpty(ACCOUNT_MESSAGES.resetRequired)),
  }),
  v.forward(
    v.partialCheck(
      [["password"], ["confirmPassword"]],
      (input) => !input.password || !input.confirmPassword || input.password === input.confirmPassword,
      ACCOUNT_MESSAGES.passwordsDiffer,
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
const WHOLE_FORM: readonly string[] = [ACCOUNT_MESSAGES.signInRequired, ACCOUNT_MESSAGES.signUpRequired, ACCOUNT_MESSAGES.resetRequired];

/**
 * A refused form's messages: `form` (said once, above the button) when a required field is blank,
 * else one message per field to show beside it.
 */
export function formErrors(issues: readonly v.BaseIssue<unknown>[]): { form: string | null; fields: Record<string, string> } {
  const whole = issues.find((issue) => WHOLE_FORM.includes(issue.message));
  if (whole) return { form: whole.message, fields: {} };
  return { form: null, fields: fieldErrors(issues) };
}

/**
 * Profile update (spec section 2, Profile): any of username, email and a new password; a new
 * password needs the current one. Empty fields mean "leave as it is". A new email needs the current
 * password too, but only the server knows whether the address is new (the form always sends it) and
 * whether the account has a password at all (worker/services/email-change.ts).
 */
export const ProfileUpdate = v.pipe(
  v.object({
    username: v.optional(
      v.pipe(
        v.string(USERNAME_HINT),
        v.trim(),
        v.check((value) => value === "" || isValidUsername(value), USERNAME_HINT),
      ),
    ),
    email: v.optional(
      v.pipe(
        v.string(ACCOUNT_MESSAGES.emailInvalid),
        v.trim(),
        v.toLowerCase(),
        v.maxLength(254, ACCOUNT_MESSAGES.emailInvalid),
        v.check((value) => value === "" || v.is(v.pipe(v.string(), v.email()), value), ACCOUNT_MESSAGES.emailInvalid),
      ),
    ),
    password: v.optional(
      v.pipe(
        v.string(ACCOUNT_MESSAGES.passwordShort),
        v.check((value) => value === "" || value.length >= LIMITS.passwordMin, ACCOUNT_MESSAGES.passwordShort),
        v.maxLength(128, "Password must be at most 128 characters long"),
      ),
    ),
    currentPassword: v.optional(v.pipe(v.string(ACCOUNT_MESSAGES.currentPasswordNeeded), v.maxLength(128, "Your current password is not correct."))),
  }),
  v.forward(
    v.check((input) => !input.password || Boolean(input.currentPassword), ACCOUNT_MESSAGES.currentPasswordNeeded),
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
  switch (code) {
    case "access_denied":
      return "the sign-in was cancelled at Google.";
    case "state_not_found":
    case "state_mismatch":
    case "please_restart_the_process":
      return "the sign-in took too long or was started in another tab. Please try again.";
    case "email_not_found":
      return "Google did not share an email address for this account.";
    case "account_not_linked":
    case "unable_to_link_account":
      return "this email already has a Sokoni account. Sign in with its password instead.";
    default:
      return "Google could not confirm who you are. Please try again.";
  }
}
