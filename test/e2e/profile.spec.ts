import { writeFileSync } from "node:fs";
import { ANY_VIEWPORT, expect, pageReady, signUp, test, uniqueName } from "./fixtures";
import { latestMailTo } from "./outbox";

// A 1x1 PNG: the smallest real image the avatar upload accepts.
const PNG_1PX = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

async function signUpAndGoToProfile(page: import("@playwright/test").Page, name: string) {
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fprofile$/);
  await signUp(page, name);
}

test("an anonymous visit to /profile signs in and comes back", ANY_VIEWPORT, async ({ page }) => {
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fprofile$/);
  await pageReady(page);
  await page.getByLabel("Email").fill("amina@sokoni.test");
  await page.locator("#sign-in-password").fill("sokoni-demo-2025");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "Profile" })).toBeVisible();
  await page.getByRole("link", { name: "Show My Listings" }).click();
  await expect(page).toHaveURL(/\/profile\?tab=listings$/);
  await expect(page.locator(".my-listing").first()).toBeVisible();
  await expect(page.locator(".my-listing").first().getByRole("link", { name: "Edit" })).toHaveAttribute("href", /\/update-listing\/\d+$/);
});

test("profile update and avatar upload", async ({ page }, testInfo) => {
  const name = uniqueName("prof", testInfo.project.name);
  await signUpAndGoToProfile(page, name);
  await page.goto("/profile");
  await pageReady(page);
  await page.getByLabel("Username").fill(`${name}_kamau`);
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByText("Profile updated successfully!")).toBeVisible();
  await expect(page.getByRole("link", { name: `Profile of ${name}_kamau` })).toBeVisible();

  const file = testInfo.outputPath("avatar.png");
  writeFileSync(file, PNG_1PX);
  // The picture goes straight to storage: a PUT to R2's S3 endpoint, then its address.
  const stored = page.waitForRequest((request) => request.method() === "PUT" && request.url().includes("/cdn-cgi/local/r2/s3/sokoni-images/avatars/"));
  const named = page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/api/users/me/avatar"));
  await page.locator('input[type="file"]').setInputFiles(file);
  await stored;
  expect((await named).headers()["content-type"]).toBe("application/json");
  await expect(page.getByRole("status").filter({ hasText: "Image Uploaded!" })).toBeVisible();
  await expect(page.locator(".avatar-button img")).toHaveAttribute("src", /^\/uploads\/avatars\/[^/]+\/[0-9a-f-]{36}\.png$/);

  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Error updating profile" })).toBeVisible();
  // The refusal is said once on the form (not again in a toast), the reason under its field.
  await expect(page.getByText("Error updating profile")).toHaveCount(1);
  await expect(page.locator("#profile-password-error")).toHaveText("Password must be at least 8 characters long");
});

/** The path of the confirm link in the newest mail to `address` (written after the answer, so waited for). */
async function confirmLinkFor(address: string): Promise<string> {
  let link = "";
  await expect(async () => {
    link = /https?:\/\/[^/\s]+(\/confirm-email\/\S+)/.exec((await latestMailTo(address))?.text ?? "")?.[1] ?? "";
    expect(link).not.toBe("");
  }).toPass({ timeout: 15_000 });
  return link;
}

// One browser is enough for this journey (the phone's); the no-js project runs it without scripts.
test("finding 4: a new email needs the current password and changes only through the mailed link", ANY_VIEWPORT, async ({ page }, testInfo) => {
  const name = uniqueName("mail", testInfo.project.name);
  const newEmail = `${name}.new@example.com`;
  await signUpAndGoToProfile(page, name);
  await page.goto("/profile");
  await pageReady(page);
  await page.getByLabel("Email").fill(newEmail);
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Error updating profile: Enter your current password to change your email." })).toBeVisible();
  await expect(page.locator("#profile-current-password")).toHaveAttribute("aria-invalid", "true");

  await page.locator("#profile-current-password").fill("a-good-password-1");
  await page.getByRole("button", { name: "Update Profile" }).click();
  const sent = `We sent a link to ${newEmail}. Your email changes when you open it.`;
  await expect(page.locator("#profile-email-pending")).toHaveText(sent);
  // Not changed yet: the field still holds the old address.
  await expect(page.getByLabel("Email")).toHaveValue(`${name}@example.com`);

  const link = await confirmLinkFor(newEmail);
  await page.goto(link);
  await pageReady(page);
  await expect(page.getByRole("heading", { name: "Confirm your new email" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(`Your email is now ${newEmail}.`)).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(newEmail);
  await expect(page.locator("#profile-email-pending")).toHaveCount(0);

  await page.goto(link);
  await expect(page.getByRole("alert")).toContainText("This link has expired or has already been used.");
});

test("/corporate asks a visitor to sign in first", ANY_VIEWPORT, async ({ page }) => {
  await page.goto("/corporate");
  await expect(page.getByText("Please sign in first. Your corporate profile opens here once you are signed in.")).toBeVisible();
  // There is no Corporate button anywhere; the text must not send anyone looking for one.
  await expect(page.getByText(/Corporate button/)).toHaveCount(0);
  await page.getByRole("main").getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fcorporate$/);
});

test("favourite a listing and find it in My favourites", ANY_VIEWPORT, async ({ page }, testInfo) => {
  const name = uniqueName("fav", testInfo.project.name);
  await signUpAndGoToProfile(page, name);
  await page.goto("/search");
  await pageReady(page);
  const card = page.getByRole("article").first();
  const title = ((await card.getByRole("heading").textContent()) ?? "").trim();
  await card.getByRole("button", { name: /^Save .* to favourites$/ }).click();
  await expect(page.getByText("Added to favourites")).toBeVisible();
  await expect(card.getByRole("button", { name: /^Save .* to favourites$/ })).toHaveAttribute("aria-pressed", "true");
  await page.goto("/profile");
  await pageReady(page);
  await page.getByRole("link", { name: "Show My Listings" }).click();
  await page.getByRole("tab", { name: /My favourites/ }).click();
  await expect(page).toHaveURL(/\/profile\?tab=favourites$/);
  await expect(page.getByRole("article").first()).toContainText(title);
});

test("a visitor's heart on the home page asks to log in", ANY_VIEWPORT, async ({ page }) => {
  await page.goto("/");
  await pageReady(page);
  await page
    .getByRole("region", { name: "Popular Listings" })
    .getByRole("button", { name: /^Save / })
    .first()
    .click();
  await expect(page.getByText("Please log in to add to favourites!")).toBeVisible();
});
