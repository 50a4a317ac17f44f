import type { Page } from "@playwright/test";
import { expect, pageReady, signUp, test, uniqueName } from "./fixtures";

/*
 * The profile opens where people go (docs/decisions/120): each part is its own address that opens
 * on its list, Back, Forward and reload keep it, Saved in the header leads there (a visitor through
 * sign-in and back), and Delete Account stands apart at the end of the account part.
 */

/** The list is in the first screen, not four screens down. */
async function inFirstScreen(page: Page, selector: string): Promise<void> {
  const box = await page.locator(selector).boundingBox();
  expect(box, `${selector} is on the page`).not.toBeNull();
  expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(page.viewportSize()?.height ?? 0);
}

test("a visitor's Saved signs in and comes back to the favourites; the visitor's header has Sell", async ({ page }, testInfo) => {
  const name = uniqueName("saved", testInfo.project.name);
  await signUp(page, name);
  await page.context().clearCookies();
  await page.goto("/");
  await pageReady(page);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sell", exact: true })).toHaveAttribute(
    "href",
    "/sign-in?redirectTo=%2Fcreate-listing",
  );
  await page.getByRole("link", { name: "Saved", exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fprofile%3Ftab%3Dfavourites$/);
  await pageReady(page);
  await page.getByLabel("Email").fill(`${name}@example.com`);
  await page.locator("#sign-in-password").fill("a-good-password-1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/profile\?tab=favourites$/);
  await expect(page.getByRole("tab", { name: /My favourites/ })).toHaveAttribute("aria-selected", "true");
  await inFirstScreen(page, "#profile-lists");
});

test("each tab is an address that opens on its list, kept by Back, Forward and reload; Delete Account is apart", async ({ page }, testInfo) => {
  const name = uniqueName("tabs", testInfo.project.name);
  await signUp(page, name);
  await page.goto("/profile?tab=listings");
  await pageReady(page);
  await expect(page.getByRole("tab", { name: /My listings/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("You have not posted any listings yet.")).toBeVisible();
  await inFirstScreen(page, "#profile-lists");

  await page.getByRole("tab", { name: /My favourites/ }).click();
  await expect(page).toHaveURL(/\/profile\?tab=favourites$/);
  await expect(page.getByText("You have no favourites yet.", { exact: false })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/profile\?tab=listings$/);
  await expect(page.getByRole("tab", { name: /My listings/ })).toHaveAttribute("aria-selected", "true");
  await page.goForward();
  await expect(page).toHaveURL(/\/profile\?tab=favourites$/);
  await page.reload();
  await expect(page.getByRole("tab", { name: /My favourites/ })).toHaveAttribute("aria-selected", "true");

  // The signed-in header's Saved is the same address.
  await page.goto("/");
  await page.getByRole("link", { name: "Saved", exact: true }).click();
  await expect(page).toHaveURL(/\/profile\?tab=favourites$/);

  // Delete Account: its own section, last, away from Create Listing and Sign Out; it still asks first.
  await page.getByRole("tab", { name: "Account" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await pageReady(page);
  const danger = page.getByRole("region", { name: "Delete Account" });
  await expect(danger.getByRole("button", { name: "Delete Account" })).toBeVisible();
  await expect(page.locator(".profile-actions").getByRole("button", { name: "Delete Account" })).toHaveCount(0);
  await expect(page.locator(".profile-actions").getByRole("button", { name: "Sign Out" })).toBeVisible();
  const last = await page.locator("main section").last().getAttribute("id");
  expect(last).toBe("delete-account");
  const asked = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.message());
      void dialog.dismiss();
    }),
  );
  await danger.getByRole("button", { name: "Delete Account" }).click();
  expect(await asked).toBe("Are you sure you want to delete your account?");
  await expect(page.getByRole("heading", { name: "Profile" })).toBeVisible();
});
