import { expect, signInAdmin, signUp, test, uniqueName } from "./fixtures";

/*
 * Without scripts: Suspend is a disclosure the browser opens by itself, its form
 * filled in, and the page comes back with the answer beside the user lists. Ban and Restore too.
 */
test("without scripts an admin suspends a new account in two taps, then bans and restores it", async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const name = uniqueName("suspectnj", testInfo.project.name);
  const suspect = await browser.newContext({ javaScriptEnabled: false });
  const theirs = await suspect.newPage();
  await signUp(theirs, name, { scripts: false });
  // The thank-you page moves on by itself after 3 s (a meta refresh): a navigation of ours in that
  // moment would be cut short by it.
  await theirs.waitForURL((url) => !url.pathname.startsWith("/thank-you"));

  await signInAdmin(page);
  const row = () => page.locator('[data-list="Recent users"] li').filter({ hasText: name });
  await row().getByText("Suspend", { exact: true }).click();
  await row()
    .getByRole("button", { name: `Suspend ${name}` })
    .click();
  await expect(page.getByRole("status").filter({ hasText: `${name} is suspended until` })).toBeVisible();
  await expect(row()).toContainText("Suspended until");

  await theirs.goto("/profile");
  await expect(theirs).toHaveURL(/\/sign-in/);
  await theirs.getByLabel("Email").fill(`${name}@example.com`);
  await theirs.locator("#sign-in-password").fill("a-good-password-1");
  await theirs.getByRole("button", { name: "Sign In" }).click();
  await expect(theirs.getByText(/This account is suspended until .+\. We sent you the reason by email\./)).toBeVisible();

  await row()
    .getByRole("button", { name: `Restore ${name}` })
    .click();
  await expect(page.getByRole("status").filter({ hasText: `${name} can use Sokoni again.` })).toBeVisible();
  await row().getByText("Ban", { exact: true }).click();
  await row()
    .getByRole("button", { name: `Ban ${name}` })
    .click();
  await expect(page.getByRole("status").filter({ hasText: `${name} is banned.` })).toBeVisible();
  await expect(row()).toContainText("Banned");
  await expect(page.getByRole("region", { name: "Audit log" }).locator("li").first()).toContainText(`banned ${name}`);
  await suspect.close();
});
