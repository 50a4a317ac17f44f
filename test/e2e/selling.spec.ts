import type { Page } from "@playwright/test";
import { expect, pageReady, photo, signIn, test } from "./fixtures";

// Demo accounts this spec may use: the accounts spec resets the passwords of baraka and nduta.

async function signOut(page: Page) {
  await page.context().clearCookies();
}

test("a seller creates, edits and withdraws a listing; a buyer saves, reports and messages it", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const title = `Toyota Vitz 2015 ${testInfo.project.name} ${Date.now() % 100000}`;

  // An anonymous visitor to the create page is sent to sign in, and comes back after.
  await page.goto("/create-listing");
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fcreate-listing$/);
  await signIn(page, "kiprono@sokoni.test", "/create-listing");
  // The seller name buyers will read starts as a readable name, not the handle "kiprono".
  await expect(page.locator('input[name="sellerName"]')).toHaveValue("Kiprono");

  // The form refuses an empty listing with the spec's texts.
  await page.getByRole("button", { name: "Create Listing" }).click();
  await expect(page.getByText("No image selected")).toBeVisible();
  await expect(page.getByText("At least one image required")).toBeVisible();

  await page.getByTestId("image-input").setInputFiles([
    { name: "front.jpg", mimeType: "image/jpeg", buffer: photo(40) },
    { name: "side.jpg", mimeType: "image/jpeg", buffer: photo(150) },
  ]);
  await expect(page.getByText("Images uploaded!")).toBeVisible();
  await expect(page.locator('input[name="imageUrls"]')).toHaveCount(2);
  // The second photo becomes the cover.
  const second = await page.locator('input[name="imageUrls"]').nth(1).getAttribute("value");
  await page.getByRole("button", { name: "Make photo 2 the cover" }).click();
  await expect(page.locator('input[name="imageUrls"]').first()).toHaveAttribute("value", second ?? "");

  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Category").selectOption("Vehicles");
  await page.getByLabel("Subcategory").selectOption("Cars");
  await page.getByLabel("Condition").selectOption("Used");
  await page.getByLabel("Make", { exact: true }).fill("Toyota");
  await page.getByLabel("Year").fill("2015");
  await page.getByLabel("Description").fill("Silver, 1000cc, automatic, 80,000 km. Viewing in Westlands.");
  await page.getByLabel("Regular price (KSh)").fill("850,000");
  await page.getByLabel("Business name").fill("Private seller");
  // Publishing needs a confirmed number: the seller's own is offered and ticked.
  await expect(page.getByRole("radio", { name: /\+254 798 101 112/ })).toBeChecked();
  await page.getByRole("checkbox", { name: "This is an offer" }).check();
  await page.getByLabel("Discount price (KSh)").fill("900000");
  await page.getByRole("button", { name: "Create Listing" }).click();
  await expect(page.getByText("Invalid pricing")).toBeVisible();
  await page.getByLabel("Discount price (KSh)").fill("820000");
  await page.getByRole("button", { name: "Create Listing" }).click();

  await expect(page).toHaveURL(/\/listing\/\d+$/);
  const listingPath = new URL(page.url()).pathname;
  await pageReady(page);
  await expect(page.getByText("Listing created successfully!")).toBeVisible();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.locator(".listing-summary .price strong")).toHaveText("KSh 820,000");
  await expect(page.locator(".image-carousel-main img")).toHaveAttribute("src", new RegExp(second?.replace(/[.]/g, "\\.") ?? ""));

  // On the home page's offers row (the rows below leave it out) and in the profile.
  await page.goto("/");
  await expect(page.locator(".listing-row", { hasText: "Recent Offers" }).getByRole("link", { name: title }).first()).toBeVisible();
  await page.goto("/profile#my-listings");
  await pageReady(page);
  const row = page.locator(".my-listing", { hasText: title });
  await expect(row).toBeVisible();

  // Edit the price.
  await row.getByRole("link", { name: "Edit" }).click();
  await expect(page).toHaveURL(/\/update-listing\/\d+$/);
  await pageReady(page);
  await expect(page.getByLabel("Title")).toHaveValue(title);
  // Prices show as create takes them, grouped.
  await expect(page.getByLabel("Regular price (KSh)")).toHaveValue("850,000");
  await expect(page.getByLabel("Discount price (KSh)")).toHaveValue("820,000");
  await page.getByRole("checkbox", { name: "This is an offer" }).uncheck();
  await page.getByLabel("Regular price (KSh)").fill("799000");
  await page.getByRole("button", { name: "Update Listing" }).click();
  await expect(page).toHaveURL(new RegExp(`${listingPath}$`));
  await expect(page.getByText("Listing updated!")).toBeVisible();
  await expect(page.locator(".listing-summary .price strong")).toHaveText("KSh 799,000");

  // Mark it unavailable: once only.
  await pageReady(page);
  await page.getByRole("button", { name: "Mark Unavailable" }).click();
  await expect(page.getByText("Listing marked as unavailable!")).toBeVisible();
  await expect(page.locator(".listing-summary .badge.unavailable")).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark Unavailable" })).toBeDisabled();

  // A buyer: favourite, report, message.
  await signOut(page);
  await signIn(page, "amina@sokoni.test", listingPath);
  await expect(page.getByRole("button", { name: "Mark Unavailable" })).toHaveCount(0);
  await page.locator(".listing-actions .favourite-button").click();
  await expect(page.getByText("Added to favourites")).toBeVisible();

  await page.getByRole("button", { name: "Report Abuse" }).click();
  const report = page.getByRole("dialog", { name: "Report this listing" });
  await report.getByRole("button", { name: "Send report" }).click();
  await expect(report.getByText("Please provide a reason for reporting.")).toBeVisible();
  await report.getByLabel("What is wrong with this listing?").fill("The same car is listed under another name.");
  await report.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Report sent successfully!")).toBeVisible();
  await expect(report).toBeHidden();

  const words = `Can I see it on Saturday? (${testInfo.project.name})`;
  await page.getByRole("button", { name: "Message seller" }).click();
  const box = page.getByRole("dialog", { name: "Message seller" });
  await box.getByLabel("Your message").fill(words);
  await box.getByRole("button", { name: "Send message" }).click();
  // The message starts a conversation and the buyer goes on to it.
  await expect(page).toHaveURL(/\/messages\/\d+$/);
  await expect(page.getByText("Message sent!")).toBeVisible();
  const conversation = new URL(page.url()).pathname;
  // The thread's room is joined before the page is left (a socket cut mid-handshake logs an error).
  await expect(page.locator("main[data-live='open']")).toBeAttached();

  await page.goto("/profile#my-favourites");
  await pageReady(page);
  await expect(page.locator(".listing-card", { hasText: title })).toBeVisible();

  // The seller finds the words from the header's Messages link and answers in the thread.
  await signOut(page);
  await signIn(page, "kiprono@sokoni.test", "/profile");
  await page.getByRole("link", { name: /^Messages, \d+ unread$/ }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await page.locator(".inbox-row", { hasText: words }).getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`${conversation}$`));
  await expect(page.locator(".chat-message.theirs", { hasText: words })).toBeVisible();
  await expect(page.locator("main[data-live='open']")).toBeAttached();
  await page.getByLabel("Your message").fill("Yes, Saturday at 10 works.");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.locator(".chat-message.mine", { hasText: "Yes, Saturday at 10 works." })).toBeVisible();

  // The seller deletes the listing from the profile's My listings, after confirming. (Opened by
  // its address: pressing the tab there loads the same page again, and a Delete pressed while it
  // loads was lost with the old page. profile-tabs.spec.ts presses the tabs.)
  await page.goto("/profile?tab=listings");
  await pageReady(page);
  await expect(page.getByRole("tab", { name: /My Listings/i })).toHaveAttribute("aria-selected", "true");
  const mine = page.locator(".my-listing", { hasText: title });
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe("Are you sure you want to delete this listing?");
    void dialog.accept();
  });
  await mine.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Listing deleted successfully!")).toBeVisible();
  await expect(mine).toHaveCount(0);
  expect((await page.goto(listingPath))?.status()).toBe(404);
});

test("another seller's listing cannot be edited", async ({ page }) => {
  await signIn(page, "wanjiku@sokoni.test", "/profile");
  const session = (await (await page.request.get("/api/auth/get-session")).json()) as { user: { id: string } };
  const page1 = (await (await page.request.get("/api/listings?limit=48")).json()) as { data: { listings: { _id: string; userRef: string }[] } };
  const other = page1.data.listings.find((listing) => listing.userRef !== session.user.id);
  expect(other).toBeDefined();
  const response = await page.goto(`/update-listing/${other?._id}`);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Not your listing" })).toBeVisible();
  // Nor marked unavailable: the owner's buttons are not there.
  await page.goto(`/listing/${other?._id}`);
  await expect(page.getByRole("button", { name: "Mark Unavailable" })).toHaveCount(0);
});

test("the listing form: every problem at once, no cents, the spec's fields only, a disabled look, phone-sized targets", async ({ page }, testInfo) => {
  await signIn(page, "wanjiku@sokoni.test", "/create-listing");
  await page.getByLabel("Title").fill("Short");
  await page.getByLabel("Category", { exact: true }).selectOption("Vehicles");
  await page.getByLabel("Subcategory").selectOption("Cars");
  await page.getByLabel("Year").fill("1800");
  await page.getByLabel("Regular price (KSh)").fill("1500.50");
  // Enter in a field publishes, as the button says: not the phone's Send code, the form's first
  // submit button once the category's Continue step is gone.
  await page.getByLabel("Regular price (KSh)").press("Enter");

  // One wave: the field rules and the rules that join fields together; the toast names the first.
  const form = page.locator(".listing-form");
  for (const message of [
    "At least one image required",
    "Title must be 10 to 62 characters",
    /^Year must be between 1900 and \d{4}$/,
    "Write the price in whole shillings, e.g. 45000, 45k, 1.5m or KSh 40,000 (no cents)",
    "Description is required",
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  // The business name is optional: left empty, buyers see the seller's own name.
  await expect(form.getByText("Business name is required")).toHaveCount(0);
  await expect(page.locator(".mini-toast", { hasText: "No image selected" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add photos" })).toBeFocused();
  await expect(page.locator(".phone-choice").getByRole("radio").first()).toBeChecked();

  // Categories the spec gives no fields ask for no condition.
  for (const category of ["Jobs", "Services", "Seeking Work CVs"]) {
    await page.getByLabel("Category", { exact: true }).selectOption(category);
    await expect(page.getByLabel("Condition")).toHaveCount(0);
  }
  // Electronics, and phones too (docs/decisions/070-phone-brand.md), ask for a brand and a condition.
  for (const category of ["Mobile Phones & Tablets", "Electronics"]) {
    await page.getByLabel("Category", { exact: true }).selectOption(category);
    await expect(page.getByLabel("Condition")).toBeVisible();
    await expect(page.getByLabel("Brand")).toBeVisible();
  }

  // A disabled button looks disabled (Add photos while uploading, the submit while saving).
  const looks = await page.evaluate(() => {
    const buttons = [...document.querySelectorAll<HTMLButtonElement>(".listing-form button.add-photos, .listing-form button[type=submit].accent")];
    return buttons.map((button) => {
      const before = getComputedStyle(button).opacity;
      button.disabled = true;
      const after = getComputedStyle(button).opacity;
      button.disabled = false;
      return [before, after];
    });
  });
  expect(looks).toEqual([
    ["1", "0.5"],
    ["1", "0.5"],
  ]);

  if (testInfo.project.name === "phone") {
    // Every control of the form is at least 44px tall; boxes and radios through their labels.
    const small = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>(".listing-form button, .listing-form input, .listing-form select, .listing-form textarea")]
        // Not a target where it is not shown (an input the picker keeps hidden, a part for another choice).
        .filter((element) => !(element instanceof HTMLInputElement && element.type === "hidden") && element.getClientRects().length > 0)
        .map((element) => {
          const target = element instanceof HTMLInputElement && ["checkbox", "radio"].includes(element.type) ? (element.closest("label") ?? element) : element;
          const box = target.getBoundingClientRect();
          return { name: element.getAttribute("name") ?? element.textContent, height: box.height, width: box.width };
        })
        .filter((box) => box.height < 44 || box.width < 44),
    );
    expect(small).toEqual([]);
  }
});
