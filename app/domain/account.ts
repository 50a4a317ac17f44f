import * as v from "valibot";
import { LIMITS } from "./limits";

/**
 * Account forms (spec sections 5 and 8, decisions.md 19 and 20). The texts are the spec's; one
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
  usernameInvalid: "Use a single name or two names joined by an underscore, letters only (e.g. wanjiku or wanjiku_kamau)",
} as const;

/** One name, or two joined by an underscore: letters only, at least 2 each (decisions.md 20). */
const USERNAME = /^\p{L}{2,20}(?:_\p{L}{2,20})?$/u;

export function isValidUsername(value: string): boolean {
  return USERNAME.test(value);
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

export const SignUp = v.object({
  username: v.pipe(required(ACCOUNT_MESSAGES.signUpRequired), v.check(isValidUsername, ACCOUNT_MESSAGES.usernameInvalid)),
  email: email(ACCOUNT_MESSAGES.signUpRequired),
  password: newPassword(ACCOUNT_MESSAGES.signUpRequired),
  terms: v.pipe(
    text(ACCOUNT_MESSAGES.terms),
    v.check((value) => value === "on", ACCOUNT_MESSAGES.terms),
  ),
});

export const ForgotPassword = v.object({ email: email(ACCOUNT_MESSAGES.emailRequired) });

export const ResetPassword = v.pipe(
  v.object({
    password: newPassword(ACCOUNT_MESSAGES.resetRequired),
    confirmPassword: v.pipe(text(ACCOUNT_MESSAGES.resetRequired), v.nonEmpty(ACCOUNT_MESSAGES.resetRequired)),
  }),
  v.forward(
    v.check((input) => input.password === input.confirmPassword, ACCOUNT_MESSAGES.passwordsDiffer),
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

/**
 * Profile update (spec section 2, Profile): any of username, email and a new password; a new
 * password needs the current one. Empty fields mean "leave as it is".
 */
export const ProfileUpdate = v.pipe(
  v.object({
    username: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.check((value) => value === "" || isValidUsername(value), ACCOUNT_MESSAGES.usernameInvalid),
      ),
    ),
    email: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.toLowerCase(),
        v.check((value) => value === "" || v.is(v.pipe(v.string(), v.email()), value), ACCOUNT_MESSAGES.emailInvalid),
      ),
    ),
    password: v.optional(
      v.pipe(
        v.string(),
        v.check((value) => value === "" || value.length >= LIMITS.passwordMin, ACCOUNT_MESSAGES.passwordShort),
        v.maxLength(128),
      ),
    ),
    currentPassword: v.optional(v.string()),
  }),
  v.forward(
    v.check((input) => !input.password || Boolean(input.currentPassword), "Enter your current password to set a new one"),
    ["currentPassword"],
  ),
);

export type ProfileUpdate = v.InferOutput<typeof ProfileUpdate>;
