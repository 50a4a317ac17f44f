import { expect, test, uniqueName, signUp } from "./fixtures";
import { latestSmsCodeTo, uniquePhone } from "./phones";

/**
 * The phone confirmation with JavaScript off: every step is a full page load, and the page the
 * action answers keeps the number waiting for its code (no cookie holds it).
 */

test("a new account confirms a phone number with full page loads", async ({ page }) => {
  const name = uniqueName("phonenojs", "nojs");
  const phone = uniquePhone("no-js");
  await signUp(page, name, { scripts: false });

  await page.goto("/profile");
  const section = page.getByRole("region", { name: "Phone numbers" });
  await section.getByLabel("Kenyan mobile number").fill("0812 345 678");
  await section.getByRole("button", { name: "Send code" }).click();
  await expect(section.locator("#phone-number-error")).toHaveText("Please enter a valid Kenyan phone number (e.g., 0712345678 or +254712345678)");
  await expect(section.getByLabel("Kenyan mobile number")).toHaveValue("0812 345 678");

  await section.getByLabel("Kenyan mobile number").fill(phone.local);
  await section.getByRole("button", { name: "Send code" }).click();
  await expect(section.getByRole("status")).toHaveText(`We sent a 6-digit code to ${phone.shown}. It works for 10 minutes.`);
  // Without a script the button cannot count down: pressing it early answers why not.
  await section.getByRole("button", { name: "Send a new code" }).click();
  await expect(section.locator("#phone-code-error")).toHaveText(/^Please wait \d+ seconds before asking for a new code\.$/);

  const code = await latestSmsCodeTo(phone.stored);
  await section.getByLabel(`Enter the 6-digit code we sent to ${phone.shown}`).fill(code);
  await section.getByRole("button", { name: "Confirm" }).click();
  await expect(section.getByRole("status")).toHaveText(`${phone.shown} is confirmed on your account.`);
  await expect(section.getByRole("listitem")).toContainText(phone.shown);

  await section.getByRole("button", { name: `Remove ${phone.shown}` }).click();
  await expect(section.getByRole("status")).toHaveText(`${phone.shown} was removed from your account.`);
  await expect(section.getByText("No confirmed numbers yet.")).toBeVisible();
});
