import { expect, type Page } from "@playwright/test";
import { uniqueName } from "./fixtures";

/** A listing on show that a visitor can open (the first of the newest page). */
export async function someListing(page: Page): Promise<{ _id: string; userRef: string; name: string }> {
  const response = await page.request.get("/api/listings?limit=12");
  const body = (await response.json()) as { data: { listings: { _id: string; userRef: string; name: string; isAvailable: boolean }[] } };
  const listing = body.data.listings.find((entry) => entry.isAvailable);
  expect(listing, "the demo catalogue has an available listing").toBeDefined();
  return listing as NonNullable<typeof listing>;
}

/**
 * From the sign-in page a visitor was sent to: "Sign up", the form, and the thank-you page that
 * says the account was made and takes them back. Answers the new username.
 */
export async function signUpFromSignIn(page: Page, project: string, prefix: string): Promise<string> {
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=/);
  await page.getByRole("main").getByRole("link", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/sign-up\?redirectTo=/);
  const name = uniqueName(prefix, project);
  await page.getByLabel("Username").fill(name);
  await page.getByLabel("Email").fill(`${name}@example.com`);
  await page.locator("#sign-up-password").fill("a-good-password-1");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/thank-you\?next=/);
  await expect(page.getByRole("heading", { name: "Thank You! Your account was created. Taking you back to where you were..." })).toBeVisible();
  await expect(page.getByText("subscription")).toHaveCount(0);
  return name;
}
