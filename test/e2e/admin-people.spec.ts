import { expect, pageReady, signIn, signUp, test, uniqueName } from "./fixtures";

/*
 * An admin stops a scammer in two taps (docs/decisions/108). A new account,
 * newest in Recent users, is suspended from the dashboard: Suspend opens the form already filled
 * in (reason, end date a week on) and its button suspends. The account's open page is signed out
 * and its sign-in says until when.
 */
test("an admin suspends a new account from Recent users in two taps; its sessions end and sign-in says why", async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const name = uniqueName("suspect", testInfo.project.name);
  const suspect = await browser.newContext();
  const theirs = await suspect.newPage();
  await signUp(theirs, name);
  // The thank-you page moves on by itself after 3 s (a meta refresh): a navigation of ours in that
  // moment would be cut short by it.
  await theirs.waitForURL((url) => !url.pathname.startsWith("/thank-you"));

  await signIn(page, "admin@sokoni.test", "/admin-dashboard");
  const row = page.locator('[data-list="Recent users"] li').filter({ hasText: name });
  await row.scrollIntoViewIfNeeded();
  await row.getByText("Suspend", { exact: true }).click();
  await row.getByRole("button", { name: `Suspend ${name}` }).click();
  await expect(page.getByText(new RegExp(`${name} is suspended until .+\\. They have been told by mail\\.`))).toBeVisible();
  await expect(page.locator('[data-list="Recent users"] li').filter({ hasText: name })).toContainText("Suspended until");
  await expect(page.getByRole("region", { name: "Audit log" })).toContainText(name);

  // Their session is gone: the profile sends them to sign in, and signing in says until when.
  await theirs.goto("/profile");
  await expect(theirs).toHaveURL(/\/sign-in/);
  await pageReady(theirs);
  await theirs.getByLabel("Email").fill(`${name}@example.com`);
  await theirs.locator("#sign-in-password").fill("a-good-password-1");
  await theirs.getByRole("button", { name: "Sign In" }).click();
  await expect(theirs.getByText(/This account is suspended until .+\. We sent you the reason by email\./)).toBeVisible();
  await suspect.close();
});
