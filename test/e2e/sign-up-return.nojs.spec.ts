import { expect, test } from "./fixtures";
import { signUpFromSignIn, someListing } from "./sign-up-return";
import { sellerPath } from "../../app/domain/seller-path";

/**
 * Sign-up keeps where the visitor was going, with JavaScript off: every step a full page load, the
 * thank-you page's refresh taking the new member back.
 */
test("with scripts off, Message seller through sign-up comes back to the listing with the message box open", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const listing = await someListing(page);
  await page.goto(`/listing/${listing._id}`);
  await page.getByRole("link", { name: "Message seller" }).click();
  await signUpFromSignIn(page, testInfo.project.name, "msgnojs");
  await expect(page).toHaveURL(new RegExp(`/listing/${listing._id}\\?ready=message#message-seller$`), { timeout: 10_000 });
  const box = page.locator("details#message-seller");
  await expect(box).toHaveAttribute("open", "");
  await box.getByLabel("Your message").fill("Habari, bado inapatikana? Naweza kuja Jumamosi.");
  await box.getByRole("button", { name: "Send message" }).click();
  // The fragment of the listing's address rides along with the redirect, as browsers do.
  await expect(page).toHaveURL(/\/messages\/\d+(#message-seller)?$/);
  await expect(page.locator(".chat-message.mine").getByText("Habari, bado inapatikana? Naweza kuja Jumamosi.")).toBeVisible();
});

test("with scripts off, Save as a visitor goes through sign-up and comes back to the listing, where the heart saves", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const listing = await someListing(page);
  await page.goto(`/listing/${listing._id}`);
  await page
    .locator("main form")
    .filter({ has: page.locator("input[name=intent][value=favourite]") })
    .first()
    .getByRole("button")
    .click();
  await signUpFromSignIn(page, testInfo.project.name, "savenojs");
  // The Continue link goes straight there rather than waiting for the refresh.
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(new RegExp(`/listing/${listing._id}$`));
  await page
    .locator("main form")
    .filter({ has: page.locator("input[name=intent][value=favourite]") })
    .first()
    .getByRole("button")
    .click();
  await expect(page.getByText("Added to favourites").first()).toBeVisible();
});

test("with scripts off, Review this seller through sign-up comes back to the storefront's review place", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const listing = await someListing(page);
  await page.goto(sellerPath(listing.userRef));
  await page.getByRole("link", { name: "Sign in to review this seller" }).click();
  await signUpFromSignIn(page, testInfo.project.name, "revnojs");
  await expect(page).toHaveURL(new RegExp(`${sellerPath(listing.userRef)}#write-review$`), { timeout: 10_000 });
  await expect(page.locator("#write-review")).toHaveText(
    "You can review this seller once you and the seller have exchanged messages about one of their listings.",
  );
});
