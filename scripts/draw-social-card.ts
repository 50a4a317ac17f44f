/**
 * `npx tsx scripts/draw-social-card.ts`: draws public/social-card.jpg, the 1200x630 picture that
 * link previews (WhatsApp, X, Facebook) show for pages without an image of their own. Drawn by
 * Chromium from the logo, so it stays in step with the brand; run again when the logo changes.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumPath } from "../test/e2e/browser";

const logo = readFileSync("public/logo.svg", "utf8").replace(/width="140" height="36"/, 'width="560" height="144"');
const html = `<!doctype html><html><body style="margin:0;width:1200px;height:630px;display:grid;place-items:center;
  background:linear-gradient(135deg,#e6f2ed 0%,#ffffff 60%,#fdecd9 100%);font-family:system-ui,sans-serif">
  <div style="text-align:center">${logo}
    <p style="font-size:48px;font-weight:700;color:#1f2933;margin:32px 0 8px">Buy, sell and rent across Kenya</p>
    <p style="font-size:32px;color:#52606d;margin:0">Cars, phones, houses and jobs in all 47 counties · Prices in KSh</p>
  </div></body></html>`;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--headless", "--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
writeFileSync("public/social-card.jpg", await page.screenshot({ type: "jpeg", quality: 85 }));
await browser.close();
console.log("public/social-card.jpg written");
