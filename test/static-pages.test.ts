import { describe, expect, it } from "vitest";
import { call } from "./fixtures";

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
    expect(html).toContain('href="https://wa.me/254700000001?text=');
    expect(html).toContain("+254 700 000 001");
    expect(await (await call("/privacy")).text()).toContain('href="mailto:support@sokoni.co.ke"');
  });
});
