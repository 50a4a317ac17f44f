import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, test, uniqueName } from "./fixtures";
import { latestMailTo } from "./outbox";

/**
 * The account journeys with JavaScript off (the no-js project): every form is a full page load,
 * a refused one comes back with what was typed and the reason written on the page.
 */

async function resetLinkFor(email: string): Promise<string> {
  let link = "";
  await expect(async () => {
    const mail = await latestMailTo(email);
    link = /https?:\/\/[^/\s]+(\/reset-password\/\S+)/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(link).not.toBe("");
    // The mail is written in the background of the answer; on a busy machine that takes a while.
  }).toPass({ timeout: 15_000 });
  return link;
}

async function signUp(page: Page, name: string) {
  await page.goto("/sign-up");
  await page.getByLabel("Username").fill(name);
  await page.getByLabel("Email").fill(`${name}@example.com`);
  await page.getByLabel("Password").fill("a-good-password-1");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  // The thank-you page sends its reader home after a few seconds (a meta refresh): leave it, so
  // that move cannot land in the middle of the test's next steps.
  await page.goto("about:blank");
}

test("sign up: refused with the reasons and the typed values, then accepted", async ({ page }) => {
  const name = uniqueName("nojs", "nojs");
  await page.goto("/sign-up");
  // The rule is said before anything is typed.
  await expect(page.getByText("Use a single name, or two names joined by an underscore: letters only, at least 2 each")).toBeVisible();
  await page.getByLabel("Username").fill(`${name}.ke`);
  await page.getByLabel("Email").fill(`${name}@example.com`);
  await page.getByLabel("Password").fill("a-good-password-1");
  await page.getByRole("button", { name: "Sign Up" }).click();

  await expect(page.getByText("You must agree to the Terms and Conditions")).toBeVisible();
  await expect(page.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Username")).toHaveValue(`${name}.ke`);
  await expect(page.getByLabel("Email")).toHaveValue(`${name}@example.com`);
  await expect(page.getByLabel("Password")).toHaveValue("");

  await page.getByLabel("Username").fill(name);
  await page.getByLabel("Password").fill("a-good-password-1");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByText("Thank You! Your account was created.")).toBeVisible();
  // The page moves on by itself (a meta refresh), signed in.
  await expect(page).toHaveURL(/\/$/, { timeout: 8000 });
  await expect(page.getByRole("link", { name: `Profile of ${name}` })).toBeVisible();
});

test("sign in: a wrong password is said on the page and the email stays; the right one goes home", async ({ page }) => {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill("wanjiku@sokoni.test");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toContainText("Error signing in: Invalid email or password");
  await expect(page.getByLabel("Email")).toHaveValue("wanjiku@sokoni.test");
  await expect(page.getByLabel("Password")).toHaveValue("");

  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sell", exact: true })).toBeVisible();
  // The redirect's flash, a toast where scripts run, is written under the header here.
  await expect(page.getByRole("status").filter({ hasText: "Signed in successfully!" })).toBeVisible();
});

test("forgot password, then reset through the mailed link, then sign in", async ({ page }) => {
  const name = uniqueName("reset", "nojs");
  const email = `${name}@example.com`;
  await signUp(page, name);
  await page.context().clearCookies();

  await page.goto("/forgot-password");
  await page.getByRole("button", { name: "Send Reset Email" }).click();
  await expect(page.getByRole("alert")).toHaveText("Email is required");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Email" }).click();
  await expect(page.getByRole("status")).toContainText("Reset email sent! Check your inbox.");

  const link = await resetLinkFor(email);
  await page.goto(link);
  // Two different short passwords: both reasons, each under its field.
  await page.getByLabel("New password").fill("abc");
  await page.getByLabel("Confirm password").fill("abd");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Password must be at least 8 characters long")).toBeVisible();
  await expect(page.getByText("Passwords do not match")).toBeVisible();

  await page.getByLabel("New password").fill("brand-new-pass-7");
  await page.getByLabel("Confirm password").fill("brand-new-pass-7");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole("status")).toHaveText("Password reset successful! Please sign in.");

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("brand-new-pass-7");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: `Profile of ${name}` })).toBeVisible();

  // The link worked once: opened again, it says so at once and offers a new one.
  await page.goto(link);
  await expect(page.getByRole("alert")).toContainText("This reset link has expired or has already been used.");
  await page.getByRole("link", { name: "Ask for a new link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test("profile: the tabs are links, and an update is refused then made, said on the page", async ({ page }) => {
  const name = uniqueName("tabs", "nojs");
  await signUp(page, name);
  await page.goto("/profile");
  await page.getByRole("link", { name: "Show My Listings" }).click();
  await expect(page).toHaveURL(/\/profile\?tab=listings$/);
  await expect(page.getByText("You have not posted any listings yet.")).toBeVisible();
  await page.getByRole("tab", { name: /My favourites/ }).click();
  await expect(page).toHaveURL(/\/profile\?tab=favourites$/);
  await expect(page.getByRole("tab", { name: /My favourites/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("You have no favourites yet.")).toBeVisible();
  // Conversations have their own page now: the profile's old Messages tab leads there.
  await expect(page.getByRole("tab", { name: /Messages/ })).toHaveCount(0);
  await page.getByRole("tab", { name: "Account" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText("You have no favourites yet.")).toHaveCount(0);
  await page.goto("/profile?tab=messages");
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByText(/^No conversations yet\./)).toBeVisible();
  await page.goto("/profile");

  await page.getByLabel("Username").fill(`${name}_9`);
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByRole("alert")).toContainText("Error updating profile: Use a single name");
  await expect(page.getByLabel("Username")).toHaveValue(`${name}_9`);

  await page.getByLabel("Username").fill(`${name}_ke`);
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Profile updated successfully!" })).toBeVisible();
  await expect(page.getByRole("link", { name: `Profile of ${name}_ke` })).toBeVisible();

  // Without the browser's confirm dialog, one tap must not delete the account: the page asks.
  await page.getByRole("button", { name: "Delete Account" }).click();
  const question = page.getByRole("alertdialog", { name: "Are you sure you want to delete your account?" });
  await expect(question).toBeVisible();
  await question.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("link", { name: `Profile of ${name}_ke` })).toBeVisible();
  await page.getByRole("button", { name: "Delete Account" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete Account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
});

test("FAQ: questions open one at a time and close again, with no script", async ({ page }) => {
  await page.goto("/faqs");
  const items = page.locator("main details");
  await expect(items).toHaveCount(6);
  await items.nth(0).locator("summary").click();
  await expect(items.nth(0)).toHaveAttribute("open", "");
  await expect(items.nth(0)).toContainText("classifieds marketplace for Kenya");
  await items.nth(1).locator("summary").click();
  await expect(items.nth(1)).toHaveAttribute("open", "");
  await expect(items.nth(0)).not.toHaveAttribute("open");
  await items.nth(1).locator("summary").click();
  await expect(page.locator("main details[open]")).toHaveCount(0);
});

test("sign in: an account paused after ten wrong passwords says how long to wait, the right password too", async ({ page, baseURL }) => {
  const name = uniqueName("paused", "nojs");
  await signUp(page, name);
  await page.context().clearCookies();
  // Ten wrong passwords from ten addresses: the pause is per account, not per address.
  for (let attempt = 0; attempt < 10; attempt++) {
    const wrong = await page.request.post("/api/auth/sign-in/email", {
      headers: { origin: baseURL ?? "", "cf-connecting-ip": `10.250.${attempt}.${Date.now() % 250}` },
      data: { email: `${name}@example.com`, password: `guess-number-${attempt}` },
    });
    expect(wrong.status()).toBe(401);
  }
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(`${name}@example.com`);
  await page.getByLabel("Password").fill("a-good-password-1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Error signing in: Too many wrong passwords for this account, so its sign-in is paused. Please try again in 15 minutes, or reset your password.",
  );
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole("link", { name: "Forgot password?" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(`${name}@example.com`);
});
