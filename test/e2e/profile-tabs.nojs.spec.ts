import { expect, signUp, test, uniqueName } from "./fixtures";

/* The profile's parts as addresses, Saved and Sell in the header, without scripts (docs/decisions/120). */

test("without scripts: Saved signs a visitor in and back to the favourites, the tabs are addresses, Delete Account asks first", async ({ page }) => {
  const name = uniqueName("savednojs", "nojs");
  await signUp(page, name, { scripts: false });
  await page.context().clearCookies();
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sell", exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fcreate-listing$/);
  await page.goto("/");
  await page.getByRole("link", { name: "Saved", exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fprofile%3Ftab%3Dfavourites$/);
  await page.getByLabel("Email").fill(`${name}@example.com`);
  await page.locator("#sign-in-password").fill("a-good-password-1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/profile\?tab=favourites$/);
  await expect(page.getByRole("tab", { name: /My favourites/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("You have no favourites yet.", { exact: false })).toBeInViewport();

  await page.getByRole("tab", { name: /My listings/ }).click();
  await expect(page).toHaveURL(/\/profile\?tab=listings$/);
  await expect(page.getByText("You have not posted any listings yet.")).toBeInViewport();
  await page.goBack();
  await expect(page).toHaveURL(/\/profile\?tab=favourites$/);
  await expect(page.getByRole("tab", { name: /My favourites/ })).toHaveAttribute("aria-selected", "true");

  await page.getByRole("tab", { name: "Account" }).click();
  const danger = page.getByRole("region", { name: "Delete Account" });
  await danger.getByRole("button", { name: "Delete Account" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to delete your account?");
});
