import { DEMO_PASSWORD, expect, pageReady, test } from "./fixtures";

// Areas below the county: the listing form suggests the county's areas, and cards read
// "Kilimani, Nairobi".

test("the Area field suggests the chosen county's areas, and follows the county", async ({ page }, info) => {
  test.setTimeout(60_000);
  await page.goto(`/sign-in?redirectTo=${encodeURIComponent("/create-listing")}`);
  await pageReady(page);
  await page.getByLabel("Email").fill("kiprono@sokoni.test");
  await page.locator("#sign-in-password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === "/create-listing");
  await pageReady(page);

  const area = page.getByLabel("Area (town or estate)");
  await expect(area).toBeVisible();
  const list = page.locator(`datalist#${await area.getAttribute("list")}`);
  // The seeded Nairobi listings name their estates; the page brought them without a script.
  expect(await list.locator("option").count()).toBeGreaterThan(0);
  const nairobi = await list.locator("option").evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  await page.getByLabel("County").selectOption("Mombasa");
  await expect
    .poll(async () => list.locator("option").evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value)))
    .not.toEqual(nairobi);
  await area.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/areas/form-${info.project.name}.png` });
});

test("cards show the area before the county", async ({ page }, info) => {
  await page.goto("/search?location=Nairobi");
  const places = await page.locator(".listing-card-meta span:first-child").allTextContents();
  expect(places.length).toBeGreaterThan(0);
  expect(places.some((place) => /^[A-Z][\w .'-]+, Nairobi$/.test(place))).toBe(true);
  await page.screenshot({ path: `/tmp/areas/cards-${info.project.name}.png` });
});
