import { ANY_VIEWPORT, expect, pageReady, photo, signIn, test, uniqueName } from "./fixtures";

const SECTIONS = ["Overview", "Homepage Images", "Listings Management", "User Management", "Transactions", "Engagement", "Reports", "Settings"];

test("the admin sees every section, uploads a banner, and hides and restores a reported listing", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await signIn(page, "admin@sokoni.test", "/admin-dashboard");
  await expect(page.getByRole("heading", { name: "Admin Dashboard", level: 1 })).toBeVisible();
  for (const section of SECTIONS) await expect(page.getByRole("heading", { name: section, level: 2 })).toBeVisible();
  await expect(page.getByText("Manage settings (coming soon).")).toBeVisible();
  await expect(page.getByText(/^Last Updated:/)).toBeVisible();

  // The revenue estimate is masked until clicked; a click toggles it.
  const revenue = page.getByRole("button", { name: /total revenue/ });
  await expect(revenue).toHaveAccessibleName("Show total revenue: KSh ••••••");
  await revenue.click();
  await expect(revenue).toHaveAccessibleName(/^Hide total revenue: KSh [\d,]+$/);
  await expect(revenue.locator("[data-revenue]")).toHaveText(/^KSh [\d,]+$/);

  // Refresh reloads the four figures.
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(page.getByRole("button", { name: "Refresh" })).toBeEnabled();

  // Upload with nothing chosen: the reason is said once, on the form (not again in a toast).
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please select at least one image." })).toBeVisible();
  await expect(page.getByText("Please select at least one image.")).toHaveCount(1);

  // A new sponsor banner: refused without a name, then uploaded and shown on the home page.
  const company = `Tuko Solar ${testInfo.project.name}`;
  await page.getByTestId("sponsor-input").setInputFiles({ name: "tuko.jpg", mimeType: "image/jpeg", buffer: photo(90, 1200, 400) });
  await page.getByLabel("Company URL").fill("tukosolar.co.ke");
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Provide a URL and company name for each image." })).toBeVisible();
  await page.getByLabel("Company name").fill(company);
  // The banner and its copies go straight to storage (held there until its bar shows),
  // and the dashboard's post names it instead of carrying it.
  const puts: string[] = [];
  const dashboardPosts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "PUT" && request.url().includes("/cdn-cgi/local/r2/s3/sokoni-images/homepage/")) puts.push(new URL(request.url()).pathname);
    if (request.method() === "POST" && new URL(request.url()).pathname === "/admin-dashboard") dashboardPosts.push(request.postData() ?? "");
  });
  let letThrough: () => void = () => undefined;
  const through = new Promise<void>((resolve) => {
    letThrough = resolve;
  });
  await page.route("**/cdn-cgi/local/r2/s3/**", async (route) => {
    await through;
    await route.continue();
  });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  const bar = page.getByRole("progressbar");
  await expect(bar).toHaveAccessibleName(/^Banner 1 of 1: \d+% sent$/);
  letThrough();
  await expect(page.getByText("Homepage images uploaded successfully!")).toBeVisible();
  await page.unroute("**/cdn-cgi/local/r2/s3/**");
  expect(puts.map((path) => path.replace(/\/[0-9a-f-]{36}\./, "/id."))).toEqual(
    expect.arrayContaining([expect.stringMatching(/\/homepage\/[^/]+\/id\.jpg$/), expect.stringMatching(/\/homepage\/[^/]+\/id\.w640\.jpg$/)]),
  );
  const uploadPost = dashboardPosts.find((body) => body.includes("upload-images")) ?? "";
  expect(uploadPost).toMatch(/name="imageUrls"\r\n\r\n\/uploads\/homepage\//);
  expect(uploadPost).not.toContain('name="homepageImages"');
  await expect(page.getByLabel("Company name")).toHaveCount(0);
  await expect(page.locator(".sponsor", { hasText: company })).toBeVisible();
  // Every Remove button sits on one line with the others of its row, however long the URLs.
  const cards = await page.locator(".sponsor").evaluateAll((items) =>
    items.map((card) => ({
      top: Math.round(card.getBoundingClientRect().top),
      button: Math.round(card.querySelector("button")?.getBoundingClientRect().bottom ?? 0),
    })),
  );
  for (const card of cards) {
    const sameRow = cards.filter((other) => other.top === card.top);
    expect(new Set(sameRow.map((other) => other.button)).size).toBe(1);
  }

  // The upload's toast goes first: on a phone it sits over the lower buttons, and a pointer resting
  // on a toast keeps it open.
  await expect(page.getByText("Homepage images uploaded successfully!")).toBeHidden({ timeout: 10_000 });

  // Hide the most reported listing that is still public, see it gone, and restore it.
  const flagged = page
    .locator('[data-list="Flagged listings"] li')
    .filter({ has: page.getByRole("button", { name: /^Hide / }) })
    .first();
  const link = flagged.getByRole("link").first();
  const listingPath = (await link.getAttribute("href")) ?? "";
  await flagged.getByRole("button", { name: /^Hide / }).click();
  await expect(page.getByText("Listing hidden.")).toBeVisible();
  await expect(
    page.locator('[data-list="Flagged listings"] li', { has: page.locator(`a[href="${listingPath}"]`) }).getByRole("button", { name: /^Restore / }),
  ).toBeVisible();

  const visitor = await page.context().browser()!.newContext();
  const visitorPage = await visitor.newPage();
  expect((await visitorPage.goto(listingPath))?.status()).toBe(404);
  const home = await visitorPage.goto("/");
  expect(home?.status()).toBe(200);
  await expect(visitorPage.getByRole("link", { name: `Discover more about ${company}` })).toBeAttached();

  await page
    .locator('[data-list="Flagged listings"] li', { has: page.locator(`a[href="${listingPath}"]`) })
    .getByRole("button", { name: /^Restore / })
    .click();
  await expect(page.getByText("Listing restored.")).toBeVisible();
  expect((await visitorPage.goto(listingPath))?.status()).toBe(200);
  await visitor.close();

  // The banner goes again, so the next run starts from the same home page.
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: `Remove ${company}` }).click();
  await expect(page.getByText("Homepage image removed.")).toBeVisible();
});

test("a visitor is told to log in and sent to sign in; a normal user is sent home", ANY_VIEWPORT, async ({ page }) => {
  await page.goto("/admin-dashboard");
  await expect(page.getByText("Please log in to access the admin dashboard.")).toBeVisible();
  await page.waitForURL(/\/sign-in\?redirectTo=%2Fadmin-dashboard$/, { timeout: 5000 });
  await signIn(page, "wanjiku@sokoni.test", "/profile");
  await page.goto("/admin-dashboard");
  await expect(page).toHaveURL(/\/$/);
});

test("the home sidebar's count moves when another seller posts, without a reload", async ({ page, browser }) => {
  await page.goto("/");
  await pageReady(page);
  const jobs = page.locator('[data-category-count="Jobs"]');
  const before = Number((await jobs.textContent())?.replace(/,/g, ""));

  const seller = await browser.newContext();
  const sellerPage = await seller.newPage();
  await signIn(sellerPage, "otieno@sokoni.test", "/");
  const api = seller.request;
  const uploaded = await api.post("/api/uploads", { multipart: { images: { name: "office.jpg", mimeType: "image/jpeg", buffer: photo(10, 640, 480) } } });
  expect(uploaded.status()).toBe(201);
  const { data } = (await uploaded.json()) as { data: { urls: string[] } };
  const created = await api.post("/api/listings", {
    data: {
      name: "Driver wanted for a Probox, Kisumu",
      description: "Clean record, five years' experience, knows Kisumu well.",
      category: "Jobs",
      location: "Kisumu",
      type: "sale",
      regularPrice: 25_000,
      sellerName: "Otieno Ouma",
      businessName: "Lakeside Motors Kisumu",
      phoneNumber: "0722456789",
      attributes: { condition: "New" },
      imageUrls: data.urls,
    },
  });
  expect(created.status()).toBe(201);
  await expect(jobs).toHaveText((before + 1).toLocaleString("en-KE"));

  // The new listing leaves again through its owner's delete.
  const { data: listing } = (await created.json()) as { data: { _id: string } };
  expect((await api.delete(`/api/listings/${listing._id}`)).status()).toBe(200);
  await expect(jobs).toHaveText(before.toLocaleString("en-KE"));
  await seller.close();
});

test("a seller asks for verification and the admin approves it", ANY_VIEWPORT, async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(60_000);
  const name = uniqueName("seller", testInfo.project.name);
  const signedUp = await page.request.post("/api/auth/sign-up/email", {
    headers: { origin: baseURL ?? "" },
    data: { name, username: name, email: `${name}@example.com`, password: "a-good-password-1" },
  });
  expect(signedUp.status()).toBe(200);
  await page.goto("/profile");
  await pageReady(page);
  await page.getByRole("button", { name: "Request verification" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Verification requested." })).toBeVisible();

  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signIn(adminPage, "admin@sokoni.test", "/admin-dashboard");
  const request = adminPage.locator('[data-list="Pending approvals"] li', { hasText: name });
  await request.getByRole("button", { name: `Approve ${name}` }).click();
  await expect(adminPage.getByText("Seller verified.")).toBeVisible();
  await expect(request).toHaveCount(0);
  await admin.close();

  await page.reload();
  await expect(page.locator(".profile-name").getByText("Verified Seller")).toBeVisible();
  await expect(page.getByRole("button", { name: "Request verification" })).toHaveCount(0);
});
