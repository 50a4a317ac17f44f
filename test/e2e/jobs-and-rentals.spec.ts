import { expect, pageReady, photo, signIn, test } from "./fixtures";

// Jobs, CVs and rentals read right (decision 114): a salary per month or day, a job's own details,
// no sale or rent, no condition and no offers for work; exact bedrooms with a bedsitter; a rent
// shown and filtered per month.

test("a job is posted without a photo and reads as a job: salary per day, its type and experience", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const title = `Shop attendant wanted in Thika ${testInfo.project.name} ${Date.now() % 100000}`;
  await signIn(page, "wanjiku@sokoni.test", "/create-listing");

  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Category").selectOption("Jobs");
  // The price part follows the category: a salary, neither sold nor let, and no offer.
  await expect(page.getByLabel("Salary (KSh)")).toBeVisible();
  await expect(page.getByRole("radio", { name: "For rent" })).toHaveCount(0);
  await expect(page.getByRole("checkbox", { name: "This is an offer" })).toHaveCount(0);
  await expect(page.getByLabel("Condition")).toHaveCount(0);
  await page.getByLabel("Job type").selectOption("Full-time");
  await page.getByLabel("Experience").selectOption("1-2 years");
  await page.getByLabel("Salary paid").selectOption("Per day");
  await page.getByLabel("Description").fill("Honest attendant for a busy hardware shop. Monday to Saturday, 8 to 6.");
  await page.getByLabel("Salary (KSh)").fill("1.5k");
  await page.getByLabel("Business name").fill("Thika Hardware");
  await page.getByRole("button", { name: "Create Listing" }).click();

  await expect(page).toHaveURL(/\/listing\/\d+$/);
  const path = new URL(page.url()).pathname;
  await pageReady(page);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.locator(".listing-summary .price strong")).toHaveText("KSh 1,500 / day");
  await expect(page.locator(".listing-summary .badge.sale, .listing-summary .badge.rent")).toHaveCount(0);
  const details = page.locator(".details-list");
  await expect(page.getByText("Full-time")).toBeVisible();
  await expect(page.getByText("1-2 years")).toBeVisible();
  await expect(details).not.toContainText("Condition");

  // In Kiswahili too.
  await page.goto(`${path}?lang=sw`);
  await expect(page.locator(".listing-summary .price strong")).toHaveText("KSh 1,500 / siku");
  await expect(page.getByText("Muda wote")).toBeVisible();
  await page.goto(`${path}?lang=en`);

  // The Jobs search has no Condition, For sale or rent, or Offers only; its price boxes are a salary.
  await page.goto("/search?category=Jobs");
  await pageReady(page);
  const toggle = page.locator("summary.filters-toggle");
  if (await toggle.isVisible()) await toggle.click();
  const panel = page.locator("#search-filters");
  await expect(panel.getByLabel("Min salary (KSh)")).toBeVisible();
  await expect(panel.locator('select[name="condition"]')).toHaveCount(0);
  await expect(panel.locator('select[name="type"]')).toHaveCount(0);
  await expect(panel.locator('input[name="offer"]')).toHaveCount(0);
  const card = page.locator(".results-grid article", { hasText: title });
  await expect(card.locator(".price")).toHaveText("KSh 1,500 / day");
});

test("a bedsitter to let is found by its exact bedrooms and its rent per month", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const title = `Bedsitter to let in Ruaka ${testInfo.project.name} ${Date.now() % 100000}`;
  await signIn(page, "wanjiku@sokoni.test", "/create-listing");
  await page.getByTestId("image-input").setInputFiles([{ name: "room.jpg", mimeType: "image/jpeg", buffer: photo(90) }]);
  await expect(page.getByText("Images uploaded!")).toBeVisible();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Category").selectOption("Property");
  await page.getByLabel("Subcategory").selectOption("Apartments");
  await page.getByLabel("Bedrooms").selectOption({ label: "Bedsitter" });
  await page.getByLabel("Description").fill("Spacious bedsitter with its own kitchen corner, water all day, near the stage.");
  await page.getByLabel("County").selectOption("Kiambu");
  await page.getByRole("radio", { name: "For rent" }).check();
  await page.getByLabel("Regular price (KSh)").fill("KSh 9,500");
  await page.getByLabel("Business name").fill("Ruaka Homes");
  await page.getByRole("button", { name: "Create Listing" }).click();
  await expect(page).toHaveURL(/\/listing\/\d+$/);
  await expect(page.locator(".listing-summary .price strong")).toHaveText("KSh 9,500 / month");
  await expect(page.getByText("Bedsitter").first()).toBeVisible();

  // Rentals in Kiambu: the bedrooms are exact, a bedsitter first; the rent is per month.
  await page.goto("/search?category=Property&type=rent&location=Kiambu");
  await pageReady(page);
  const toggle = page.locator("summary.filters-toggle");
  if (await toggle.isVisible()) await toggle.click();
  const panel = page.locator("#search-filters");
  await expect(panel.locator('select[name="bedrooms"] option').nth(1)).toHaveText("Bedsitter");
  await expect(panel.locator('select[name="bedrooms"] option').nth(3)).toHaveText("2");
  await panel.locator('select[name="bedrooms"]').selectOption({ label: "Bedsitter" });
  await panel.getByLabel("Max rent per month (KSh)").fill("10k");
  await panel.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/bedrooms=0/);
  await expect(page).toHaveURL(/maxPrice=10000/);
  const card = page.locator(".results-grid article", { hasText: title });
  await expect(card).toBeVisible();
  await expect(card.locator(".price")).toHaveText("KSh 9,500 / month");
  await expect(card.locator(".listing-card-details")).toContainText("Bedsitter");
  const chips = page.locator(".active-filters");
  await expect(chips).toContainText("Bedsitter");
  await expect(chips).toContainText("Up to KSh 10,000 / month");
  // Two bedrooms is two, not "two or more": the bedsitter is not among them.
  await page.goto("/search?category=Property&type=rent&location=Kiambu&bedrooms=2");
  await expect(page.locator(".results-grid article", { hasText: title })).toHaveCount(0);

  await page.goto("/search?category=Property&type=rent&location=Kiambu&bedrooms=0&lang=sw");
  await expect(page.locator(".results-grid article", { hasText: title }).locator(".price")).toHaveText("KSh 9,500 / mwezi");
});
