import { expect, pageReady, test } from "./fixtures";
import { signUpFromSignIn, someListing } from "./sign-up-return";

/**
 * Sign-up keeps where the visitor was going: "Message seller" as a visitor -> sign in -> Sign up
 * -> the account is made -> back on the listing with the message box open, ready to send.
 */
test("a visitor's Message seller goes through sign-up and comes back to the listing with the message box open", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const listing = await someListing(page);
  await page.goto(`/listing/${listing._id}`);
  await pageReady(page);
  await page.getByRole("link", { name: "Message seller" }).click();
  await pageReady(page);
  await signUpFromSignIn(page, testInfo.project.name, "msgjs");
  // The thank-you page moves on by itself, to the listing, signed in.
  await expect(page).toHaveURL(new RegExp(`/listing/${listing._id}\\?ready=message`), { timeout: 10_000 });
  await pageReady(page);
  const box = page.getByRole("dialog", { name: "Message seller" });
  await expect(box).toBeVisible();
  await box.getByLabel("Your message").fill("Hello, is this still available? I can view it on Saturday.");
  await box.getByRole("button", { name: "Send message" }).click();
  // The fragment of the listing's address rides along with the redirect, as browsers do.
  await expect(page).toHaveURL(/\/messages\/\d+(#message-seller)?$/);
  await expect(page.locator(".chat-message.mine").getByText("Hello, is this still available? I can view it on Saturday.")).toBeVisible();
});

test("sign-up's redirect only ever goes to a path of this site", async ({ page }) => {
  await page.goto("/sign-up?redirectTo=https://evil.example/steal");
  await expect(page.getByRole("main").locator("input[name=redirectTo]")).toHaveValue("/");
  await page.goto("/thank-you?next=//evil.example");
  await expect(page.getByRole("link", { name: "Home" }).last()).toHaveAttribute("href", "/");
  await expect(page.getByRole("heading", { name: "Thank You! Your account was created. Redirecting to homepage..." })).toBeVisible();
});
