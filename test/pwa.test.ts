import { describe, expect, it } from "vitest";
import icon192 from "../public/icons/icon-192.png?inline";
import icon512 from "../public/icons/icon-512.png?inline";
import maskable512 from "../public/icons/maskable-512.png?inline";
import { call } from "./fixtures";

/*
 * Installable and useful offline. The web app manifest in the reader's language, its
 * icons, and the offline pages the service worker keeps (app/sw/service-worker.ts; its journeys
 * are in test/e2e/pwa.spec.ts).
 */

const BROWSER = { "user-agent": "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36" };

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
  shortcuts: { name: string; short_name: string; url: string }[];
}

async function manifest(headers: Record<string, string> = {}): Promise<{ response: Response; body: Manifest }> {
  const response = await call("/manifest.webmanifest", { headers: { ...BROWSER, ...headers } });
  return { response, body: (await response.json()) as Manifest };
}

/** A PNG's width and height, read from its IHDR chunk. */
function pngSize(dataUrl: string): { width: number; height: number } {
  const bytes = Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(",") + 1)), (char) => char.charCodeAt(0));
  expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const ICON_FILES: Record<string, string> = {
  "/icons/icon-192.png": icon192,
  "/icons/icon-512.png": icon512,
  "/icons/maskable-512.png": maskable512,
};

describe("the web app manifest", () => {
  it("says what installing needs, in English by default", async () => {
    const { response, body } = await manifest();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/manifest+json");
    expect(response.headers.get("content-language")).toBe("en-KE");
    expect(response.headers.get("vary")).toContain("Cookie");
    expect(body).toMatchObject({
      name: "Sokoni",
      short_name: "Sokoni",
      lang: "en-KE",
      scope: "/",
      display: "standalone",
      theme_color: "#0b6e4f",
      background_color: "#f6f8f7",
    });
    expect(body.start_url).toMatch(/^\/\?source=pwa$/);
    expect(body.description).toContain("Kenya");
    expect(body.shortcuts).toEqual([
      { name: "Search listings", short_name: "Search", url: "/search" },
      { name: "Post a listing", short_name: "Sell", url: "/create-listing" },
    ]);
    expect(body.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  });

  it("is in Kiswahili for a reader who chose it (the lang cookie), and in their browser's language otherwise", async () => {
    const chosen = await manifest({ cookie: "lang=sw" });
    expect(chosen.response.headers.get("content-language")).toBe("sw-KE");
    expect(chosen.body.lang).toBe("sw-KE");
    expect(chosen.body.name).toBe("Sokoni");
    expect(chosen.body.description).toMatch(/^Nunua, uza na kodisha/);
    expect(chosen.body.shortcuts.map((shortcut) => [shortcut.short_name, shortcut.url])).toEqual([
      ["Tafuta", "/search"],
      ["Uza", "/create-listing"],
    ]);
    const browser = await manifest({ "accept-language": "sw-KE,sw;q=0.9,en;q=0.5" });
    expect(browser.body.lang).toBe("sw-KE");
  });

  it("stays cacheable for a signed-in reader: it says nothing about them", async () => {
    const { response } = await manifest({ cookie: "sokoni.session_token=not-a-real-session" });
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("names icons that exist, at the sizes it says", async () => {
    const { body } = await manifest();
    for (const icon of body.icons) {
      const file = ICON_FILES[icon.src];
      expect(file, icon.src).toBeDefined();
      const [width, height] = icon.sizes.split("x").map(Number);
      expect(pngSize(file as string), icon.src).toEqual({ width, height });
      expect(icon.type).toBe("image/png");
    }
  });

  it("is linked from every page's head, with cookies so it follows the page's language", async () => {
    for (const path of ["/", "/search", "/about"]) {
      const html = await (await call(path, { headers: BROWSER })).text();
      expect(html, path).toMatch(/<link [^>]*rel="manifest" href="\/manifest\.webmanifest" crossorigin="use-credentials"\/>/);
    }
  });
});

describe("the offline pages", () => {
  it("render in English at /offline/en, with no framework scripts and the blanks the service worker fills", async () => {
    const response = await call("/offline/en", { headers: { ...BROWSER, "accept-language": "en-KE" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-language")).toBe("en-KE");
    const html = await response.text();
    expect(html).toContain('<html lang="en-KE"');
    expect(html).toContain("<title>You are offline | Sokoni</title>");
    expect(html).toContain("Sokoni cannot reach the internet right now.");
    expect(html).toContain("Listings kept on this phone");
    expect(html).toContain('name="robots" content="noindex"');
    for (const mark of ["data-offline-retry", "data-offline-none", "data-offline-list"]) expect(html).toContain(mark);
    expect(html).not.toContain('rel="modulepreload"');
  });

  it("render in Kiswahili at /offline/sw, header and footer included, when asked for in Kiswahili", async () => {
    const response = await call("/offline/sw", { headers: { ...BROWSER, "accept-language": "sw-KE" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-language")).toBe("sw-KE");
    // No `?lang=`: the address itself never sets the reader's language.
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("lang="))).toBe(false);
    const html = await response.text();
    expect(html).toContain('<html lang="sw-KE"');
    expect(html).toContain("<title>Uko offline | Sokoni</title>");
    expect(html).toContain("Matangazo yaliyohifadhiwa kwenye simu hii");
    expect(html).not.toContain("You are offline");
  });

  it("keeps its own language in the page's body whatever the reader's cookie says", async () => {
    const html = await (await call("/offline/sw", { headers: { ...BROWSER, cookie: "lang=en" } })).text();
    expect(html).toContain('<main class="page narrow static-page" id="main" lang="sw-KE">');
    expect(html).toContain("Uko offline");
  });

  it("answers 404 for a language Sokoni does not have", async () => {
    const response = await call("/offline/fr", { headers: BROWSER });
    expect(response.status).toBe(404);
    await response.arrayBuffer();
  });
});
