import type { Page } from "@playwright/test";
import { en } from "../../app/i18n/en";
import { sw } from "../../app/i18n/sw";
import { DEMO_PASSWORD, expect, pageReady, photo, test } from "./fixtures";

/*
 * A Kenyan on a phone switches to Kiswahili, signs in, searches and publishes a listing,
 * and no English text of the product is left on those screens (names, places and the brand words
 * aside: those are the same in both catalogues, so they are never counted).
 */

// Brian is a demo seller with a confirmed number that no other journey posts as.
const EMAIL = "brian@sokoni.test";

/** Every English text of the catalogue that Kiswahili says differently, longest first. */
function englishTexts(): { phrases: string[]; words: Set<string> } {
  const phrases: string[] = [];
  const words = new Set<string>();
  const walk = (a: unknown, b: unknown) => {
    if (typeof a === "string" && typeof b === "string") {
      const text = a.trim();
      if (text === b.trim() || !/[A-Za-z]{3}/.test(text)) return;
      // A sentence anywhere on the page; a single word only as a whole label or button.
      if (/\s/.test(text) && text.length >= 8) phrases.push(text);
      else words.add(text);
      return;
    }
    if (typeof a === "object" && a && typeof b === "object" && b && !Array.isArray(a)) {
      for (const key of Object.keys(a)) walk((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]);
    }
  };
  walk(en, sw);
  // A word Kiswahili uses too somewhere ("Email", "Online") is no sign of English left.
  const kiswahili = new Set<string>();
  const collect = (node: unknown) => {
    if (typeof node === "string") kiswahili.add(node.trim());
    else if (typeof node === "object" && node) for (const value of Object.values(node)) collect(value);
  };
  collect(sw);
  return {
    phrases: phrases.filter((text) => !kiswahili.has(text)).sort((x, y) => y.length - x.length),
    words: new Set([...words].filter((text) => !kiswahili.has(text))),
  };
}

const ENGLISH = englishTexts();

/** The product's English texts still on the page: in its words, labels, buttons and attributes. */
async function englishLeft(page: Page): Promise<string[]> {
  const seen = await page.evaluate(() => {
    const texts: string[] = [document.body.innerText, document.title];
    const pieces: string[] = [];
    for (const element of Array.from(document.querySelectorAll("body *"))) {
      const html = element as HTMLElement;
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const value = html.getAttribute(name);
        if (value) pieces.push(value.trim());
      }
      if (html.children.length === 0 && html.offsetParent !== null) pieces.push((html.textContent ?? "").trim());
      if (html instanceof HTMLOptionElement || html instanceof HTMLButtonElement || html instanceof HTMLLabelElement)
        pieces.push((html.innerText ?? "").trim());
    }
    return { texts, pieces };
  });
  const found = new Set<string>();
  const body = seen.texts.join("\n");
  for (const phrase of ENGLISH.phrases) if (body.includes(phrase)) found.add(phrase);
  for (const piece of [...seen.pieces, ...seen.texts.slice(1)]) if (ENGLISH.words.has(piece) || ENGLISH.phrases.includes(piece)) found.add(piece);
  return [...found];
}

test("a phone user switches to Kiswahili, signs in, searches and publishes, all in Kiswahili", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "the journey of a phone");
  test.setTimeout(120_000);

  // The switch in the header: a plain link to the same page in Kiswahili, remembered.
  await page.goto("/");
  await pageReady(page);
  await page.getByRole("link", { name: "Soma Sokoni kwa Kiswahili" }).first().click();
  await expect(page.locator("html")).toHaveAttribute("lang", "sw-KE");
  await pageReady(page);
  expect(await englishLeft(page)).toEqual([]);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === "lang")?.value).toBe("sw");

  // Sign in through the Kiswahili form.
  await page.getByRole("link", { name: sw.common.signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await pageReady(page);
  expect(await englishLeft(page)).toEqual([]);
  await page.getByLabel(sw.common.email, { exact: true }).fill(EMAIL);
  await page.locator("#sign-in-password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: sw.common.signInButton }).click();
  await expect(page.getByText(sw.screens.signIn.signedIn)).toBeVisible();
  await pageReady(page);
  expect(await englishLeft(page)).toEqual([]);

  // Search from the header, then narrow by a category (its label in Kiswahili, its value English).
  const search = page.getByRole("combobox", { name: sw.components.siteHeader.searchLabel });
  await search.fill("toyota");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/search\?searchTerm=toyota/);
  await pageReady(page);
  await expect(page.locator(".results-grid article").first()).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);

  // Publish a listing.
  await page.goto("/create-listing");
  await pageReady(page);
  await expect(page.getByRole("heading", { name: sw.screens.createListing.createTitle })).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await page.getByTestId("image-input").setInputFiles([{ name: "gari.jpg", mimeType: "image/jpeg", buffer: photo(90) }]);
  await expect(page.getByText(sw.components.photoPicker.imagesUploaded)).toBeVisible();
  const title = `Toyota Premio 2016 Kisumu ${Date.now() % 100000}`;
  await page.locator('input[name="name"]').fill(title);
  await page.locator('select[name="category"]').selectOption("Vehicles");
  await page.locator('select[name="subcategory"]').selectOption("Cars");
  // The choices read in Kiswahili, though their values stay English.
  await expect(page.locator('select[name="category"] option[value="Vehicles"]')).toHaveText(sw.categories.Vehicles);
  await page.locator('select[name="attributes.condition"]').selectOption("Used");
  await page.locator('input[name="attributes.make"]').fill("Toyota");
  await page.locator('input[name="attributes.year"]').fill("2016");
  await page.locator('textarea[name="description"]').fill("Gari safi, mwenye mmoja tangu 2019, inapatikana Kisumu mjini.");
  await page.locator('select[name="location"]').selectOption("Kisumu");
  await page.locator('input[name="regularPrice"]').fill("1,450,000");
  await page.locator('input[name="businessName"]').fill("Brian Motors");
  expect(await englishLeft(page)).toEqual([]);
  await page.getByRole("button", { name: sw.components.listingForm.create }).click();

  await expect(page).toHaveURL(/\/listing\/\d+$/);
  await pageReady(page);
  await expect(page.getByText(sw.screens.createListing.created)).toBeVisible();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await expect(page.locator("html")).toHaveAttribute("lang", "sw-KE");
});
