import { expect, photo, signInAdmin, test, uniqueName } from "./fixtures";

test("without scripts an admin uploads one banner with its URL and name, sees it listed, and removes it", async ({ page }, testInfo) => {
  await signInAdmin(page);
  const company = uniqueName("Mvua Banners", testInfo.project.name);
  // A refusal comes back beside the form, and nothing is stored.
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Upload failed: Please select at least one image." })).toBeVisible();

  await page.locator('input[name="homepageImages"]').setInputFiles({ name: "mvua.jpg", mimeType: "image/jpeg", buffer: photo(40, 1200, 400) });
  await page.getByLabel("Company URL").fill("mvua.co.ke");
  await page.getByLabel("Company name").fill(company);
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Homepage images uploaded successfully!" })).toBeVisible();
  const banner = page.locator(".sponsor", { hasText: company });
  await expect(banner.getByRole("link", { name: "https://mvua.co.ke/" })).toBeVisible();

  // Without scripts nothing asks first: the post is the decision.
  await banner.getByRole("button", { name: `Remove ${company}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Homepage image removed." })).toBeVisible();
  await expect(page.locator(".sponsor", { hasText: company })).toHaveCount(0);
});
