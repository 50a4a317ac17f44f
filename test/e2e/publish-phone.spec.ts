import { expect, pageReady, photo, test, uniqueName, signUp } from "./fixtures";
import { latestSmsCodeTo } from "./phones";
import { publishPhone, shownPattern } from "./publish-phone";

/**
 * Publishing needs a confirmed phone. A seller who has just signed up opens Create
 * Listing, confirms a number inside the form with the code sent by SMS (read from the outbox),
 * and publishes; nothing typed and no photo is lost on the way.
 */

test("a new seller confirms a phone inside the create form and publishes with it", async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const name = uniqueName("pub", testInfo.project.name);
  const phone = publishPhone(testInfo.project.name);
  const title = `Office cleaner wanted ${testInfo.project.name} ${Date.now() % 100000}`;
  await signUp(page, name);
  await page.goto("/create-listing");
  await pageReady(page);

  // No confirmed number yet: no radios, the number field with Send code.
  const part = page.locator(".phone-choice");
  await expect(part.getByRole("radio")).toHaveCount(0);
  await page.getByTestId("image-input").setInputFiles([{ name: "office.jpg", mimeType: "image/jpeg", buffer: photo(90) }]);
  await expect(page.getByText("Images uploaded!")).toBeVisible();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Category", { exact: true }).selectOption("Jobs");
  await page.getByLabel("Description").fill("Mornings, Monday to Saturday, in an office in Upper Hill. Experience preferred.");
  await page.getByLabel("Salary (KSh)").fill("18,000");
  await page.getByLabel("Business name").fill("Upper Hill Offices");
  await part.getByLabel("Kenyan mobile number").fill(phone.local);

  // Publishing before the code: refused beside the number, nothing sent.
  await page.getByRole("button", { name: "Create Listing" }).click();
  await expect(part.getByText("Please confirm this phone number with an SMS code before publishing.")).toBeVisible();
  await expect(page).toHaveURL(/\/create-listing$/);

  await part.getByRole("button", { name: "Send code" }).click();
  await expect(part.getByRole("status")).toHaveText(`We sent a 6-digit code to ${phone.shown}. It works for 10 minutes.`);
  const codeField = part.getByLabel(`Enter the 6-digit code we sent to ${phone.shown}`);
  await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
  await expect(part.getByRole("button", { name: /^Send a new code in \d+ s$/ })).toBeDisabled();

  const code = await latestSmsCodeTo(phone.stored);
  await codeField.fill(code === "000000" ? "111111" : "000000");
  await part.getByRole("button", { name: "Confirm" }).click();
  await expect(part.getByText("That code is not right. 4 tries left.")).toBeVisible();
  // Publishing before confirming is refused, and the code's step stays open for the code.
  await page.getByRole("button", { name: "Create Listing" }).click();
  await expect(part.getByText("Please confirm this phone number with an SMS code before publishing.")).toBeVisible();
  // A number typed differently puts the code's step aside; the number the code went to brings it back.
  await part.getByLabel("Kenyan mobile number").fill("0799 000 000");
  await expect(codeField).toBeHidden();
  await expect(part.getByRole("button", { name: "Send code" })).toBeVisible();
  await part.getByLabel("Kenyan mobile number").fill(phone.local);
  await expect(part.getByRole("button", { name: "Send code" })).toBeHidden();
  await codeField.fill(code);
  await part.getByRole("button", { name: "Confirm" }).click();

  // The confirmed number is a ticked radio; everything typed and the photo are still there.
  await expect(part.getByRole("radio", { name: shownPattern(phone.shown) })).toBeChecked();
  await expect(part.getByRole("status")).toHaveText(`${phone.shown} is confirmed on your account.`);
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Business name")).toHaveValue("Upper Hill Offices");
  await expect(page.locator('input[name="imageUrls"]')).toHaveCount(1);

  await page.getByRole("button", { name: "Create Listing" }).click();
  await expect(page).toHaveURL(/\/listing\/\d+$/);
  await pageReady(page);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  // A buyer sees that number: Call and WhatsApp reach it.
  const buyer = await browser.newContext();
  const buyerPage = await buyer.newPage();
  await buyerPage.goto(new URL(page.url()).pathname);
  await expect(buyerPage.locator('a[data-contact="call"]').first()).toHaveAttribute("href", `tel:${phone.stored}`);
  await expect(buyerPage.locator('a[data-contact="whatsapp"]').first()).toHaveAttribute("href", new RegExp(`^https://wa\\.me/${phone.stored.slice(1)}`));
  await buyer.close();

  // The next listing offers that number straight away.
  await page.goto("/create-listing");
  await pageReady(page);
  await expect(page.locator(".phone-choice").getByRole("radio", { name: shownPattern(phone.shown) })).toBeChecked();
});
