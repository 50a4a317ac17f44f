import { writeFileSync } from "node:fs";
import { expect, test, uniqueName, signUp } from "./fixtures";
import { latestMailTo } from "./outbox";

// A 1x1 PNG: the smallest real image the profile picture accepts.
const PNG_1PX = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

/**
 * The email change with JavaScript off (decision 047): the profile form asks for the current
 * password, says where the link went, and the link's confirm screen works signed out, on another
 * device, with full page loads.
 */

async function confirmLinkFor(address: string): Promise<string> {
  let link = "";
  await expect(async () => {
    link = /https?:\/\/[^/\s]+(\/confirm-email\/\S+)/.exec((await latestMailTo(address))?.text ?? "")?.[1] ?? "";
    expect(link).not.toBe("");
  }).toPass({ timeout: 15_000 });
  return link;
}

test("finding 4: the email changes only through the mailed link, confirmed signed out", async ({ page }) => {
  const name = uniqueName("mailnojs", "nojs");
  const newEmail = `${name}.new@example.com`;
  await signUp(page, name, { scripts: false });

  await page.goto("/profile");
  await page.getByLabel("Email").fill(newEmail);
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByRole("alert")).toContainText("Error updating profile: Enter your current password to change your email.");
  // What was typed stays, and the reason sits by the password field.
  await expect(page.getByLabel("Email")).toHaveValue(newEmail);
  await expect(page.locator("#profile-current-password-error")).toHaveText("Enter your current password to change your email.");

  await page.locator("#profile-current-password").fill("a-good-password-1");
  await page.getByRole("button", { name: "Update Profile" }).click();
  const sent = `We sent a link to ${newEmail}. Your email changes when you open it.`;
  await expect(page.getByRole("status").filter({ hasText: sent })).toBeVisible();
  await expect(page.getByText(sent)).toHaveCount(1);
  await expect(page.getByLabel("Email")).toHaveValue(`${name}@example.com`);
  // Later visits keep saying it, under the email field.
  await page.goto("/profile");
  await expect(page.locator("#profile-email-pending")).toHaveText(sent);

  // The mail is opened on another device: signed out.
  const link = await confirmLinkFor(newEmail);
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Confirm your new email" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole("status").filter({ hasText: `Your email is now ${newEmail}. Sign in with it.` })).toBeVisible();

  await page.getByLabel("Email").fill(newEmail);
  await page.getByLabel("Password").fill("a-good-password-1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: `Profile of ${name}` })).toBeVisible();

  await page.goto(link);
  await expect(page.getByRole("alert")).toContainText("This link has expired or has already been used.");
  await page.getByRole("link", { name: "Go to your profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test("the profile picture is picked and uploaded with the form itself; a file that is not a picture is refused", async ({ page }, testInfo) => {
  const name = uniqueName("picnojs", "nojs");
  await signUp(page, name, { scripts: false });
  await page.goto("/profile");
  const form = page.locator("form.avatar-upload");
  // The picture is the file field's label: a tap on it picks a file, no script needed.
  await expect(form.getByLabel("Change profile picture")).toHaveAttribute("type", "file");

  const text = testInfo.outputPath("not-a-picture.png");
  writeFileSync(text, "plain words, not a picture");
  await form.getByLabel("Change profile picture").setInputFiles(text);
  await form.getByRole("button", { name: "Upload picture" }).click();
  await expect(form.getByRole("alert")).toHaveText("Please choose an image (JPEG, PNG, WebP or AVIF).");
  await expect(form.locator(".avatar-button img")).toHaveCount(0);

  const picture = testInfo.outputPath("avatar.png");
  writeFileSync(picture, PNG_1PX);
  await form.getByLabel("Change profile picture").setInputFiles(picture);
  await form.getByRole("button", { name: "Upload picture" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Image Uploaded!" })).toBeVisible();
  await expect(form.locator(".avatar-button img")).toHaveAttribute("src", /^\/uploads\/avatars\//);
  await expect(page.locator("header .avatar-link img")).toHaveAttribute("src", /^\/uploads\/avatars\//);
});
