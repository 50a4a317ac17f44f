import { DEMO_PASSWORD, expect, test } from "./fixtures";

// Scripts off: the Area field's suggestions come with the page, and cards read "Area, County".

test("the Area field carries the county's areas without JavaScript", async ({ page }, info) => {
  await page.goto(`/sign-in?redirectTo=${encodeURIComponent("/create-listing")}`);
  await page.getByLabel("Email").fill("kiprono@sokoni.test");
  await page.locator("#sign-in-password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === "/create-listing");
  const area = page.getByLabel("Area (town or estate)");
  await expect(area).toBeVisible();
  const list = page.locator(`datalist#${await area.getAttribute("list")}`);
  expect(await list.locator("option").count()).toBeGreaterThan(0);
  await area.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/areas/form-${info.project.name}.png` });
});

test("cards read the area before the county without JavaScript", async ({ page }) => {
  await page.goto("/search?location=Nairobi");
  const places = await page.locator(".listing-card-meta span:first-child").allTextContents();
  expect(places.some((place) => /, Nairobi$/.test(place))).toBe(true);
});
