import { expect, photo, test, uniqueName, signUp } from "./fixtures";
import { latestSmsCodeTo } from "./phones";
import { publishPhone, shownPattern } from "./publish-phone";

// Scripts off: a new seller confirms a number inside the create form with page loads (the form's
// send-phone-code and confirm-phone buttons), every value and the photo kept, and publishes.

test("a new seller confirms a phone inside the create form and publishes, with JavaScript off", async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const name = uniqueName("pubn", testInfo.project.name);
  const phone = publishPhone(testInfo.project.name);
  const title = `Shamba hand wanted no-js ${Date.now() % 100000}`;
  await signUp(page, name, { scripts: false });

  await page.goto("/create-listing");
  const part = page.locator(".phone-choice");
  await expect(part.getByRole("radio")).toHaveCount(0);
  await page.getByLabel("Choose photos").setInputFiles([{ name: "farm.jpg", mimeType: "image/jpeg", buffer: photo(30) }]);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Category", { exact: true }).selectOption("Jobs");
  await page.getByLabel("Description").fill("Tea and dairy farm near Limuru, housing provided. Start at once.");
  await page.getByLabel("Regular price (KSh)").fill("15,000");
  await page.getByLabel("Business name").fill("Limuru Farm");
  await part.getByLabel("Kenyan mobile number").fill(phone.local);

  // Publishing with a number not yet confirmed: refused beside it, the form kept, the photo stored.
  await page.getByRole("button", { name: "Create Listing" }).click();
  await expect(part.getByText("Please confirm this phone number with an SMS code before publishing.")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByRole("checkbox", { name: "Keep photo 1" })).toBeChecked();
  await expect(part.getByLabel("Kenyan mobile number")).toHaveValue(phone.local);

  await part.getByRole("button", { name: "Send code" }).click();
  await expect(part.getByRole("status")).toHaveText(`We sent a 6-digit code to ${phone.shown}. It works for 10 minutes.`);
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Description")).toHaveValue("Tea and dairy farm near Limuru, housing provided. Start at once.");
  await expect(page.getByRole("checkbox", { name: "Keep photo 1" })).toBeChecked();

  const code = await latestSmsCodeTo(phone.stored);
  await part.getByLabel(`Enter the 6-digit code we sent to ${phone.shown}`).fill(code);
  await part.getByRole("button", { name: "Confirm" }).click();
  await expect(part.getByRole("status")).toHaveText(`${phone.shown} is confirmed on your account.`);
  await expect(part.getByRole("radio", { name: shownPattern(phone.shown) })).toBeChecked();
  await expect(page.getByLabel("Business name")).toHaveValue("Limuru Farm");
  await expect(page.getByRole("checkbox", { name: "Keep photo 1" })).toBeChecked();

  await page.getByRole("button", { name: "Create Listing" }).click();
  await expect(page).toHaveURL(/\/listing\/\d+$/);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  // A buyer sees that number: Call and WhatsApp reach it.
  const buyer = await browser.newContext();
  const buyerPage = await buyer.newPage();
  await buyerPage.goto(new URL(page.url()).pathname);
  await expect(buyerPage.locator('a[data-contact="call"]').first()).toHaveAttribute("href", `tel:${phone.stored}`);
  await expect(buyerPage.locator('a[data-contact="whatsapp"]').first()).toHaveAttribute("href", new RegExp(`^https://wa\\.me/${phone.stored.slice(1)}`));
  await buyer.close();
});
