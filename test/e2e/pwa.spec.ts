import type { BrowserContext, Page } from "@playwright/test";
import { chromiumPath } from "./browser";
import { expect, pageReady, signUp, test, uniqueName } from "./fixtures";

// Every other journey runs with service workers blocked (playwright.config.ts): these are about it.
test.use({ serviceWorkers: "allow" });
// The full browser, as a reader installs the app in: the headless shell the other journeys run on
// (playwright.config.ts) shows no notifications and has no Push API.
test.use({ launchOptions: [async ({ launchOptions }, use) => use({ ...launchOptions, executablePath: chromiumPath() }), { scope: "worker" }] });

/*
 * Sokoni installs as an app and stays useful offline (app/sw/service-worker.ts,
 * docs/decisions/086-service-worker.md). Service workers need JavaScript: the no-js project never
 * runs this file (playwright.config.ts runs only *.nojs.spec.ts there).
 */

interface SeededListing {
  _id: string;
  name: string;
  userRef: string;
  imageUrls: string[];
}

/** `count` seeded listings with a photo of our own (after the first `skip`), none of them `notBy`'s. */
async function listingsWithPhotos(page: Page, count: number, { skip = 0, notBy = "" } = {}): Promise<SeededListing[]> {
  const answer = await page.request.get("/api/listings?limit=48");
  const { data } = (await answer.json()) as { data: { listings: SeededListing[] } };
  const found = data.listings.filter((listing) => listing.imageUrls[0]?.startsWith("/uploads/") && listing.userRef !== notBy).slice(skip, skip + count);
  if (found.length < count) throw new Error(`only ${found.length} seeded listings with photos`);
  return found;
}

async function sessionUser(page: Page): Promise<{ id: string; username: string }> {
  const session = (await (await page.request.get("/api/auth/get-session")).json()) as { user: { id: string; username: string } };
  return session.user;
}

/** Waits until the service worker is active and controls this page (it registers after load). */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The addresses the worker keeps for offline reading (its `sokoni-kept` cache). */
async function keptAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open("sokoni-kept");
    return (await cache.keys()).map((request) => {
      const url = new URL(request.url);
      return `${url.pathname}${url.search}`;
    });
  });
}

/** Opens a listing and waits until the worker keeps its page and its first photo. */
async function viewAndKeep(page: Page, listing: SeededListing): Promise<void> {
  await page.goto(`/listing/${listing._id}`);
  await pageReady(page);
  await expect(firstPhoto(page)).toHaveJSProperty("complete", true);
  const photoPath = listing.imageUrls[0] as string;
  await expect
    .poll(async () => {
      const kept = await keptAddresses(page);
      return kept.includes(`/listing/${listing._id}`) && kept.some((address) => address.split("?")[0] === photoPath);
    })
    .toBe(true);
}

function firstPhoto(page: Page) {
  return page.locator(".image-carousel-track li").first().locator("img");
}

/** The listing's page is on screen with its title and its first photo really drawn. */
async function expectListingShown(page: Page, listing: SeededListing): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: listing.name })).toBeVisible();
  await expect.poll(() => firstPhoto(page).evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))).toBeGreaterThan(0);
}

/**
 * Runs `work` with the network cut. Offline, Chromium logs every load that fails (a photo or a
 * module that was never kept, a room's socket) as a console error: those are the point here, and
 * are taken out of the fixture's list; any other error still fails the test.
 */
async function offline(context: BrowserContext, consoleErrors: string[], work: () => Promise<void>): Promise<void> {
  const before = consoleErrors.length;
  await context.setOffline(true);
  try {
    await work();
  } finally {
    await context.setOffline(false);
    const during = consoleErrors.splice(before);
    consoleErrors.push(...during.filter((error) => !/net::ERR_(FAILED|INTERNET_DISCONNECTED)|Failed to fetch/.test(error)));
  }
}

async function expectOfflinePage(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page).toHaveTitle("You are offline | Sokoni");
}

test.describe("the installed app", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "service workers need JavaScript");

  test("passes Chromium's installability checks: the manifest, its icons and an active service worker", async ({ page }) => {
    await page.goto("/");
    await controlledByServiceWorker(page);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: { errorId: string }[] };
    // A test browser's context is off the record, which no check about the site itself can change.
    expect(installabilityErrors.filter((error) => error.errorId !== "in-incognito")).toEqual([]);
    const { url, errors, data } = (await cdp.send("Page.getAppManifest")) as { url: string; errors: unknown[]; data: string };
    expect(url).toMatch(/\/manifest\.webmanifest$/);
    expect(errors).toEqual([]);
    expect(JSON.parse(data)).toMatchObject({ name: "Sokoni", display: "standalone", start_url: "/?source=pwa" });
    // The worker answers with no-cache, so a deploy is seen at once.
    const worker = await page.request.get("/sw.js");
    expect(worker.headers()["cache-control"]).toBe("no-cache");
  });

  test("listings opened online are read offline with their first photo; anything else shows the offline page", async ({ page, context, consoleErrors }) => {
    test.setTimeout(60_000);
    await page.goto("/");
    await controlledByServiceWorker(page);
    const [first, second, never] = (await listingsWithPhotos(page, 3)) as [SeededListing, SeededListing, SeededListing];
    await viewAndKeep(page, first);
    await viewAndKeep(page, second);

    await offline(context, consoleErrors, async () => {
      await page.goto(`/listing/${first._id}`);
      await expectListingShown(page, first);
      await page.goto(`/listing/${second._id}`);
      await expectListingShown(page, second);

      // Never opened: the offline page, which lists what is kept (the one read last first).
      await page.goto(`/listing/${never._id}`);
      await expectOfflinePage(page);
      const kept = page.getByRole("region", { name: "Listings kept on this phone" });
      await expect(kept.getByRole("link")).toHaveText([new RegExp(`^${escapeRegExp(second.name)}`), new RegExp(`^${escapeRegExp(first.name)}`)]);
      await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", `/listing/${never._id}`);
      await kept.getByRole("link").last().click();
      await expectListingShown(page, first);

      await page.goto("/");
      await expectOfflinePage(page);
    });
  });

  test("a listing reached from another screen is kept too, and offline a move to another screen opens as a page", async ({ page, context, consoleErrors }) => {
    test.setTimeout(60_000);
    await page.goto("/");
    await controlledByServiceWorker(page);
    const [start] = (await listingsWithPhotos(page, 1, { skip: 3 })) as [SeededListing];
    await viewAndKeep(page, start);
    // A card on its page (Similar listings, More from this seller) leads to another listing.
    const card = page.locator(`main a[href^="/listing/"]:not([href="/listing/${start._id}"])`).first();
    const nextId = ((await card.getAttribute("href")) ?? "").replace("/listing/", "");
    const { data: next } = (await (await page.request.get(`/api/listings/${nextId}`)).json()) as { data: SeededListing };
    // A listing opened from another listing's page is kept like one opened from anywhere else.
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/listing/${next._id}$`));
    await expect(firstPhoto(page)).toHaveJSProperty("complete", true);
    await expect.poll(async () => (await keptAddresses(page)).includes(`/listing/${next._id}`)).toBe(true);

    await offline(context, consoleErrors, async () => {
      await page.goto(`/listing/${start._id}`);
      await expectListingShown(page, start);
      await pageReady(page);
      // Offline a tap on a link is a page load, answered with the kept page.
      await page.locator(`main a[href="/listing/${next._id}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`/listing/${next._id}$`));
      await expectListingShown(page, next);
      // A screen never opened: a document load too, answered with the offline page.
      await pageReady(page);
      await page.locator(".site-footer").getByRole("link", { name: "About us" }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expectOfflinePage(page);
    });
  });

  test("a signed-in reader's listing is kept without them: read offline by someone else, it names nobody", async ({
    page,
    context,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(60_000);
    // New accounts: their names and ids can be on no public page.
    const first = uniqueName("pwafirst", testInfo.project.name);
    await signUp(page, first);
    await page.goto("/");
    await controlledByServiceWorker(page);
    const me = await sessionUser(page);
    const [listing] = (await listingsWithPhotos(page, 1, { skip: 5 })) as [SeededListing];

    await page.goto(`/listing/${listing._id}`);
    await pageReady(page);
    // Online, the page is theirs: their avatar, their name.
    await expect(page.locator(".site-header .avatar-link")).toHaveAttribute("aria-label", new RegExp(me.username));
    await expect.poll(async () => (await keptAddresses(page)).includes(`/listing/${listing._id}`)).toBe(true);

    // They sign out with the header's form (on a phone it sits in the menu); someone else signs up on the same phone.
    await page.locator("form.header-sign-out").evaluate((form: HTMLFormElement) => form.requestSubmit());
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.locator("body[data-signed-in]")).toHaveCount(0);
    await signUp(page, uniqueName("pwasecond", testInfo.project.name));
    const other = await sessionUser(page);
    expect(other.id).not.toBe(me.id);

    await offline(context, consoleErrors, async () => {
      await page.goto(`/listing/${listing._id}`);
      await expectListingShown(page, listing);
      const html = await page.content();
      for (const who of [me, other]) {
        expect(html, who.username).not.toContain(who.username);
        expect(html, who.id).not.toContain(who.id);
      }
      await expect(page.locator("body[data-signed-in]")).toHaveCount(0);
      await expect(page.locator(".site-header .avatar-link")).toHaveCount(0);
      await expect(page.locator(".site-header").getByRole("link", { name: "Sign in" })).toBeVisible();
    });
  });
});

/*
 * Web Push in the browser (app/sw/push.ts, docs/decisions/088-web-push.md). A test browser cannot
 * subscribe (that needs the browser maker's push service, on the internet), so the pushes are
 * handed to the installed worker by Chromium itself (the DevTools protocol's deliverPushMessage),
 * as a push service's message arrives: the worker's own `push` handler shows them.
 */
test.describe("notifications", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "service workers need JavaScript");

  type Shown = { title: string; body: string; icon: string; tag: string; url: unknown };

  /**
   * The page's service worker as a push service reaches it: one DevTools session for the whole
   * test (a session opened and closed around each push lost one now and then). `deliver` hands it
   * `payload` as a push and answers once what it shows passes `until`.
   */
  async function pushesTo(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted?: boolean }[] = [];
    cdp.on("ServiceWorker.workerRegistrationUpdated", (event: { registrations: { registrationId: string; scopeURL: string }[] }) => {
      registrations.push(...event.registrations);
    });
    await cdp.send("ServiceWorker.enable");
    const origin = new URL(page.url()).origin;
    await expect.poll(() => registrations.some((each) => each.scopeURL === `${origin}/` && !each.isDeleted)).toBe(true);
    const registration = registrations.find((each) => each.scopeURL === `${origin}/` && !each.isDeleted);
    if (!registration) throw new Error("no service worker registered at the site's root");
    const shown = (): Promise<Shown[]> =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((notice) => ({
          title: notice.title,
          body: notice.body,
          icon: notice.icon,
          tag: notice.tag,
          url: (notice.data as { url?: unknown } | null)?.url,
        })),
      );
    return {
      async deliver(payload: object, until: (shown: Shown[]) => boolean): Promise<Shown[]> {
        // Now and then Chromium's DevTools path drops a push before the worker gets it (one run
        // in about twenty, whichever of the three pushes): a push not shown after a while is
        // handed over again. Each carries a tag, so a push shown twice is still one notice.
        let last: Shown[] = [];
        for (const wait of [6_000, 6_000, 15_000]) {
          await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId: registration.registrationId, data: JSON.stringify(payload) });
          const deadline = Date.now() + wait;
          while (Date.now() < deadline) {
            last = await shown();
            if (until(last)) return last;
            await page.waitForTimeout(100);
          }
        }
        throw new Error(`the notices after ${JSON.stringify(payload)}, handed over three times: ${JSON.stringify(last)}`);
      },
      close: () => cdp.detach(),
    };
  }

  test("a push shows the Worker's notice with our icon; a newer one of the same conversation replaces it; another site's address opens ours", async ({
    page,
    context,
  }) => {
    // Room for a push handed over again (pushesTo).
    test.setTimeout(60_000);
    await context.grantPermissions(["notifications"]);
    await page.goto("/");
    await controlledByServiceWorker(page);

    const pushes = await pushesTo(page);
    const notice = { title: "Amina: Toyota Vitz 2015", body: "Is it still available?", url: "/messages/12", tag: "conversation-12" };
    const first = await pushes.deliver(notice, (shown) => shown.length === 1);
    expect(first[0]).toMatchObject({ title: notice.title, body: notice.body, tag: notice.tag, url: "/messages/12" });
    expect(first[0]?.icon).toMatch(/\/icons\/icon-192\.png$/);

    // The same conversation's next message replaces the notice instead of piling up.
    const next = { ...notice, body: "Can we meet in Nairobi CBD?" };
    const replaced = await pushes.deliver(next, (shown) => shown.some((each) => each.body === next.body));
    expect(replaced).toHaveLength(1);

    // A payload naming another site still opens one of our own pages (home).
    const hostile = { title: "Win a prize", body: "Tap here", url: "//evil.example/phish", tag: "other" };
    const both = await pushes.deliver(hostile, (shown) => shown.length === 2);
    expect(both.find((each) => each.tag === "other")?.url).toBe("/");
    await pushes.close();
  });

  test("the profile's switch: a browser that cannot subscribe gets our sentence, not its own; a refused permission says where to allow it", async ({
    browser,
    page,
    context,
    consoleErrors,
  }, testInfo) => {
    await signUp(page, uniqueName("pwapush", testInfo.project.name));
    await page.goto("/profile");
    await pageReady(page);
    const section = page.locator(".push-switch");
    await expect(section.getByRole("heading", { name: "Notifications on this phone" })).toBeVisible();

    // Allowed, but a test browser (off the record) cannot reach a push service: the key is fetched,
    // the subscription fails, and the reader is told so in a plain sentence.
    await context.grantPermissions(["notifications"]);
    const before = consoleErrors.length;
    await section.getByRole("button", { name: "Turn on notifications on this phone" }).click();
    await expect(page.getByText("Notifications could not be turned on. Please try again later.")).toBeVisible();
    await expect(page.getByText(/Registration failed/)).toHaveCount(0);
    await expect(section.getByRole("button", { name: "Turn on notifications on this phone" })).toBeEnabled();
    // Chromium itself logs why (no Push API off the record); that line is the point here.
    consoleErrors.splice(before, consoleErrors.length - before, ...consoleErrors.slice(before).filter((error) => !/Push API in incognito/.test(error)));

    // Refused (a browser that was granted nothing refuses the prompt): the switch gives way to where to allow them.
    const refusing = await browser.newContext({ ...testInfo.project.use, storageState: await context.storageState() });
    const other = await refusing.newPage();
    await other.goto("/profile");
    await pageReady(other);
    const switchThere = other.locator(".push-switch");
    await switchThere.getByRole("button", { name: "Turn on notifications on this phone" }).click();
    await expect(switchThere).toContainText("Notifications are blocked for Sokoni in this browser's settings. Allow them there, then turn them on here.");
    await expect(switchThere.getByRole("button", { name: "Turn on notifications on this phone" })).toHaveCount(0);
    await refusing.close();
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
