import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANDING_BUDGET_GZIP, linkedStylesheets, styleFacts, styleProblems } from "./styles-check";

describe("the build-output stylesheet check (docs/decisions/139)", () => {
  it("reads a stylesheet as one fact per selector and declaration, the same however the build joined them", () => {
    const source = styleFacts(".a { color: #ffffff; margin: 0 }\n@media (min-width: 760px) { .b, .a { padding: 0.5rem } }");
    const built = styleFacts(".a{color:#fff;margin:0}@media (width>=760px){.a,.b{padding:.5rem}}");
    expect([...source].sort()).toEqual([...built].sort());
    expect(source.size).toBe(4);
  });

  it("reads each route's stylesheets from the server build's manifest, the root's first", () => {
    const serverBuild = `"id": "root", "parentId": void 0, "css": ["/assets/landing-1.css"],
      "id": "routes/home", "parentId": "root", "css": ["/assets/landing-1.css"],
      "id": "routes/about", "parentId": "root", "css": ["/assets/pages-2.css", "/assets/landing-1.css"],`;
    const linked = linkedStylesheets(serverBuild);
    expect(linked.get("routes/home")).toEqual(["/assets/landing-1.css"]);
    expect(linked.get("routes/about")).toEqual(["/assets/landing-1.css", "/assets/pages-2.css"]);
  });

  const routes = [{ id: "routes/home", modules: ["app/components/listing-card.css"], landing: true }];
  const listingCard = styleFacts(`${readCard()}`);
  function readCard(): string {
    return readFileSync("app/components/listing-card.css", "utf8");
  }

  it("passes when the page links every rule its components import", () => {
    const linked = new Map([["routes/home", ["/landing.css"]]]);
    expect(listingCard.size).toBeGreaterThan(10);
    expect(styleProblems(routes, linked, () => readCard())).toEqual([]);
  });

  it("names a rule a page's component imports that its stylesheets lack", () => {
    const linked = new Map([["routes/home", ["/landing.css"]]]);
    const withoutOne = readCard().replace(/\.listing-card \.price \{[^}]*\}/, "");
    const problems = styleProblems(routes, linked, () => withoutOne);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain("lacks");
    expect(problems[0]).toContain("app/components/listing-card.css");
  });

  it("refuses a landing page with two stylesheets or over the budget", () => {
    const heavy = `${readCard()}\n${Array.from({ length: 2000 }, (_, i) => `.x${i * 7919}{color:#${(i * 4099).toString(16).padStart(6, "0")}}`).join("\n")}`;
    const two = styleProblems(routes, new Map([["routes/home", ["/landing.css", "/pages.css"]]]), () => readCard());
    expect(two.join("\n")).toContain("links 2 stylesheets");
    const over = styleProblems(routes, new Map([["routes/home", ["/landing.css"]]]), () => heavy);
    expect(over.join("\n")).toContain(`over ${LANDING_BUDGET_GZIP}`);
  });
});
