import { chromium } from "playwright";
import { readFileSync } from "node:fs";
const axeSource = readFileSync("node_modules/axe-core/axe.min.js", "utf8");
const base = process.argv[2];
const paths = process.argv.slice(3);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const lang of ["en", "sw"]) {
  for (const [w, h] of [[360, 780], [390, 844], [1280, 800]]) {
    const context = await browser.newContext({ viewport: { width: w, height: h } });
    await context.addCookies([{ name: "lang", value: lang, url: base }]);
    const page = await context.newPage();
    const errors = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    for (const path of paths) {
      await page.goto(base + path, { waitUntil: "networkidle" });
      const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      const small = await page.evaluate(() => [...document.querySelectorAll(".pagination a, .pagination span.button, .show-more a")].filter((e) => { const r = e.getBoundingClientRect(); return r.height < 44 || r.width < 44; }).map((e) => e.textContent));
      const label = await page.evaluate(() => [document.querySelector(".pagination [aria-current]")?.textContent, document.querySelector(".browse-scope, .results-count")?.textContent]);
      let axe = [];
      await page.addScriptTag({ content: axeSource }); axe = await page.evaluate(async () => (await window.axe.run()).violations.filter((v) => ["serious", "critical"].includes(v.impact)).map((v) => v.id));
      const name = `${lang}-${w}-${path.replace(/[^a-z0-9]+/gi, "_").slice(0, 60)}.png`;
      await page.screenshot({ path: `/tmp/shots/${name}`, fullPage: false });
      console.log(lang, w, path, "wide:", wide, "small:", JSON.stringify(small), "label:", JSON.stringify(label), "axe:", JSON.stringify(axe), "errors:", errors.length, page.url().replace(base, ""));
    }
    await context.close();
  }
}
await browser.close();
