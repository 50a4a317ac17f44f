import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, formErrors, isValidUsername, ProfileUpdate, readableName, ResetPassword, SignIn, SignUp } from "./account";

const first = (schema: Parameters<typeof v.safeParse>[0], input: unknown) => v.safeParse(schema, input).issues?.[0]?.message;

describe("usernames (docs/decisions/023)", () => {
  it.each(["wanjiku", "wanjiku_kamau", "Otieno", "Njoki_Wa"])("accepts %s", (name) => expect(isValidUsername(name)).toBe(true));
  it.each(["w", "wanjiku_", "_kamau", "wanjiku__kamau", "wanjiku_kamau_njeri", "wanjiku1", "wanjiku kamau", "wanjiku.kamau", "k_kamau"])("refuses %s", (name) =>
    expect(isValidUsername(name)).toBe(false),
  );
  it("refuses with the same sentence the form shows as its hint", () => {
    expect(ACCOUNT_MESSAGES.usernameHint).toMatch(/single name.*underscore.*letters only.*at least 2/);
    expect(first(SignUp, { username: "wanjiku.k", email: "a@b.co", password: "12345678", terms: "on" })).toBe(ACCOUNT_MESSAGES.usernameHint);
  });
});

describe("readableName", () => {
  it.each([
    ["baraka_ux", "Baraka Ux"],
    ["wanjiku_kamau", "Wanjiku Kamau"],
    ["otieno", "Otieno"],
    ["Njoki_Wa", "Njoki Wa"],
    ["élodie", "Élodie"],
  ])("reads %s as %s", (username, name) => expect(readableName(username)).toBe(name));
});

describe("sign-in", () => {
  it("needs both fields, blank after trimming counts as missing", () => {
    expect(first(SignIn, { email: "  ", password: "x" })).toBe(ACCOUNT_MESSAGES.signInRequired);
    expect(first(SignIn, { email: "a@b.co" })).toBe(ACCOUNT_MESSAGES.signInRequired);
    expect(v.safeParse(SignIn, { email: " a@b.co ", password: "x" }).output).toEqual({ email: "a@b.co", password: "x" });
  });
});

describe("sign-up", () => {
  const good = { username: "wanjiku", email: "Wanjiku@Example.com", password: "12345678", terms: "on" };
  it("needs every field and the terms box", () => {
    expect(first(SignUp, { ...good, username: "" })).toBe(ACCOUNT_MESSAGES.signUpRequired);
    expect(first(SignUp, { ...good, password: undefined })).toBe(ACCOUNT_MESSAGES.signUpRequired);
    expect(first(SignUp, { ...good, terms: undefined })).toBe(ACCOUNT_MESSAGES.terms);
  });
  it("checks the username rule, the email and 8 characters of password", () => {
    expect(first(SignUp, { ...good, username: "wanjiku.k" })).toBe(ACCOUNT_MESSAGES.usernameHint);
    expect(first(SignUp, { ...good, email: "not-an-email" })).toBe(ACCOUNT_MESSAGES.emailInvalid);
    expect(first(SignUp, { ...good, password: "1234567" })).toBe("Password must be at least 8 characters long");
    expect(v.parse(SignUp, good).email).toBe("wanjiku@example.com");
  });
});

describe("reset password", () => {
  it("needs both fields, 8 characters and a match", () => {
    expect(first(ResetPassword, { password: "", confirmPassword: "" })).toBe(ACCOUNT_MESSAGES.resetRequired);
    expect(first(ResetPassword, { password: "short", confirmPassword: "short" })).toBe("Password must be at least 8 characters long");
    expect(first(ResetPassword, { password: "long-enough", confirmPassword: "long-enougH" })).toBe(ACCOUNT_MESSAGES.passwordsDiffer);
    expect(v.safeParse(ResetPassword, { password: "long-enough", confirmPassword: "long-enough" }).success).toBe(true);
  });
  it("says both things when two different passwords are also too short", () => {
    const issues = v.safeParse(ResetPassword, { password: "abc", confirmPassword: "abd" }).issues ?? [];
    expect(formErrors(issues)).toEqual({
      form: null,
      fields: { password: "Password must be at least 8 characters long", confirmPassword: ACCOUNT_MESSAGES.passwordsDiffer },
    });
  });
  it("says 'Both password fields are required' once when one is blank", () => {
    const issues = v.safeParse(ResetPassword, { password: "long-enough", confirmPassword: "" }).issues ?? [];
    expect(formErrors(issues)).toEqual({ form: ACCOUNT_MESSAGES.resetRequired, fields: {} });
  });
});

describe("profile update refusals are the product's sentences", () => {
  const messages = (input: unknown) => (v.safeParse(ProfileUpdate, input).issues ?? []).map((issue) => issue.message);

  it("says the password ceiling in words", () => {
    expect(messages({ password: "x".repeat(129), currentPassword: "old-password" })).toEqual(["Password must be at most 128 characters long"]);
  });

  it("never shows a validator's type message for a field sent as another type", () => {
    for (const input of [{ username: 42 }, { email: true }, { password: ["a"] }, { password: "long-enough-1", currentPassword: 7 }]) {
      for (const message of messages(input)) expect(message).not.toMatch(/Invalid (type|length)/);
    }
  });
});
