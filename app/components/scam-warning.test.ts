import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { ScamSignal } from "../domain/chat-types";
import { SCAM_WARNING } from "../domain/scam-guard";
import { SAFETY_GUIDE } from "../i18n/content/en/safety-guide";
import { SAFETY_GUIDE_PAYMENTS, ScamWarning } from "./scam-warning";

function render(flags: ScamSignal[]): string {
  return renderToStaticMarkup(createElement(MemoryRouter, null, createElement(ScamWarning, { flags })));
}

describe("ScamWarning", () => {
  it("renders nothing for an ordinary message", () => {
    expect(render([])).toBe("");
  });

  it("is a note with the title, one sentence a signal in a fixed order, and the safety guide's link", () => {
    const html = render(["otp-pin", "payment-first"]);
    expect(html).toContain('role="note"');
    expect(html).toContain(SCAM_WARNING.title);
    expect(html.indexOf(SCAM_WARNING.bySignal["payment-first"])).toBeLessThan(html.indexOf(SCAM_WARNING.bySignal["otp-pin"]));
    expect(html).not.toContain(SCAM_WARNING.bySignal["off-platform"]);
    expect(html).toContain(`href="${SAFETY_GUIDE_PAYMENTS}"`);
  });

  it("links to a part of the safety guide that exists", () => {
    const [path, anchor] = SAFETY_GUIDE_PAYMENTS.split("#");
    expect(path).toBe(SAFETY_GUIDE.path);
    // The Accordion gives each tip's answer the id `<topic id>-answer`.
    expect(SAFETY_GUIDE.topics.map((topic) => `${topic.id}-answer`)).toContain(anchor);
  });
});
