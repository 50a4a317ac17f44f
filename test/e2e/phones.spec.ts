import { expect, pageReady, test, uniqueName, signUp } from "./fixtures";
import { latestSmsCodeTo, uniquePhone } from "./phones";

/**
 * A new account confirms a phone number on its profile with the code sent by SMS (read
 * here from the outbox, channel sms), and sees it listed.
 */

test("a new account confirms a phone number with the SMS code", async ({ page }, testInfo) => {
  const name = uniqueName("phone", testInfo.project.name);
  const phone = uniquePhone(testInfo.project.name);
  await signUp(page, name);
  await page.goto("/profile");
  await pageReady(page);
  const section = page.getByRole("region", { name: "Phone numbers" });
  await expect(section.getByText("No confirmed numbers yet.")).toBeVisible();

  await section.getByLabel("Kenyan mobile number").fill(phone.local);
  await section.getByRole("button", { name: "Send code" }).click();
  await expect(section.getByRole("status")).toHaveText(`We sent a 6-digit code to ${phone.shown}. It works for 10 minutes.`);
  const codeField = section.getByLabel(`Enter the 6-digit code we sent to ${phone.shown}`);
  await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
  await expect(codeField).toHaveAttribute("inputmode", "numeric");
  // A new code waits a minute, and the button says how long.
  await expect(section.getByRole("button", { name: /^Send a new code in \d+ s$/ })).toBeDisabled();

  const code = await latestSmsCodeTo(phone.stored);
  await codeField.fill(code === "000000" ? "111111" : "000000");
  await section.getByRole("button", { name: "Confirm" }).click();
  await expect(section.locator("#phone-code-error")).toHaveText("That code is not right. 4 tries left.");

  await codeField.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
  await section.getByRole("button", { name: "Confirm" }).click();
  await expect(section.getByRole("status")).toHaveText(`${phone.shown} is confirmed on your account.`);
  await expect(section.getByRole("listitem")).toContainText(phone.shown);
  await expect(section.getByRole("button", { name: `Remove ${phone.shown}` })).toBeVisible();
  // The add form is back, empty, for a second number.
  await expect(section.getByLabel("Kenyan mobile number")).toHaveValue("");
});
