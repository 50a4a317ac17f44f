import { describe, expect, it } from "vitest";
import { call, createListing, createSeller } from "./fixtures";

const PAGES = [
  { path: "/about", h1: "About Sokoni", title: "About Sokoni" },
  { path: "/contact-us", h1: "Contact us", title: "Contact us" },
  { path: "/privacy", h1: "Privacy policy", title: "Privacy policy" },
  { path: "/terms-of-service", h1: "Terms of service", title: "Terms of service" },
  { path: "/faqs", h1: "Frequently asked questions", title: "Frequently asked questions" },
  { path: "/safety-guide", h1: "Safety guide", title: "Safety guide" },
];

describe("the static and help pages", () => {
  it.each(PAGES)("$path answers 200 with its heading, canonical link and og:title", async ({ path, h1, title }) => {
    const response = await call(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<h1>${h1}</h1>`);
    expect(html).toContain(`<link rel="canonical" href="http://localhost${path}"/>`);
    expect(html).toContain(`<meta property="og:title" content="${title}"/>`);
    expect(html).toContain(`<title>${title} | Sokoni</title>`);
  });

  it("numbers the privacy policy's 17 sections and the terms' 11", async () => {
    const privacy = await (await call("/privacy")).text();
    expect(privacy.match(/<h2>\d+\. /g)).toHaveLength(17);
    expect(privacy).toContain("<h2>17. Complaints</h2>");
    expect(privacy).toContain("Effective 06 March 2025");
    const terms = await (await call("/terms-of-service")).text();
    expect(terms.match(/<h2>\d+\. /g)).toHaveLength(11);
    expect(terms).toContain("<h2>11. Contact us</h2>");
  });

  it("reads the support channels from the Worker's settings", async () => {
    const html = await (await call("/contact-us")).text();
    expect(html).toContain('href="mailto:support@sokoni.co.ke"');
    // No support number is configured: no WhatsApp channel, rather than an invented number.
    expect(html).not.toContain("wa.me/");
    expect(html).not.toContain("+254 700");
    expect(await (await call("/privacy")).text()).toContain('href="mailto:support@sokoni.co.ke"');
  });

  it("tells how to install the site as an app instead of store badges that are coming soon", async () => {
    const english = await (await call("/about")).text();
    expect(english).not.toMatch(/coming soon|Google Play|App Store/);
    expect(english).toContain("Add to Home screen");
    const kiswahili = await (await call("/about", { headers: { "accept-language": "sw" } })).text();
    expect(kiswahili).not.toContain("inakuja hivi karibuni");
    expect(kiswahili).toContain("inawekwa kwenye simu yako kama app");
  });

  it("says only true things about Sokoni: counted figures, and the M-Pesa boosts it is paid for", async () => {
    const seller = await createSeller();
    await createListing(seller.id, { location: "Kisumu" });
    await createListing(seller.id, { location: "Nakuru", name: "Toyota Vitz 2012 for sale in Nakuru" });
    const html = (await (await call("/about")).text()).replaceAll("<!-- -->", "");
    expect(html).not.toMatch(/10,000\+|99%|happiness|24\/7|takes no payments/);
    expect(html).toContain("<strong>2</strong> listings on show today");
    expect(html).toContain("<strong>1</strong> sellers with listings on show");
    expect(html).toContain("<strong>2</strong> of Kenya&#x27;s 47 counties with listings");
    expect(html).toContain("paid by M-Pesa");
    for (const path of ["/faqs", "/safety-guide", "/privacy", "/terms-of-service"]) expect(await (await call(path)).text()).not.toContain("takes no payments");
  });
});
