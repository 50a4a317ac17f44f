import { expect, pageReady, test } from "./fixtures";
import { availableListingOf, signInQuietly, signUpBuyer } from "./storefront-journey";

/** A demo seller with listings; the buyer only fills the box, nothing is sent. */
const SELLER = "mwangi@sokoni.test";

test("a quick reply goes after the words a buyer typed, never over them", async ({ page, baseURL }, testInfo) => {
  test.skip(testInfo.project.name === "no-js", "without scripts a quick reply is a button that posts (test/quick-replies.test.ts)");
  const sellerId = await signInQuietly(page, SELLER, baseURL);
  const listing = await availableListingOf(page, sellerId);
  await page.context().clearCookies();
  await signUpBuyer(page, testInfo.project.name, baseURL);
  await page.goto(`/listing/${listing._id}`);
  await pageReady(page);
  await page.getByRole("button", { name: "Message seller" }).click();
  const box = page.getByRole("dialog", { name: "Message seller" });
  const text = box.getByLabel("Your message");

  // An empty box takes the reply; a second reply replaces the first (nothing typed yet).
  await box.getByRole("button", { name: "Is this still available?" }).click();
  await expect(text).toHaveValue("Is this still available?");
  await box.getByRole("button", { name: "What is your last price?" }).click();
  await expect(text).toHaveValue("What is your last price?");

  // Typed words stay; the reply goes after them, once.
  await text.fill("Hello, I like the colour.");
  await box.getByRole("button", { name: "Where can I view it?" }).click();
  await expect(text).toHaveValue("Hello, I like the colour.\nWhere can I view it?");
  await box.getByRole("button", { name: "Where can I view it?" }).click();
  await expect(text).toHaveValue("Hello, I like the colour.\nWhere can I view it?");
});
