// @vitest-environment happy-dom
import { createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { leavePage, startOnPage, ticks } from "../../../behaviours/test-dom";
import { serverMarkup, showMarkup } from "../../../behaviours/test-render";
import { RevenueCard } from "./revenue-card";
import { revenueCard } from "./revenue-card.behaviour";

const button = () => document.querySelector("button") as HTMLButtonElement;
/** What a screen reader says of the button: its label and figure. */
const said = () => button().textContent?.replace(/\s+/g, " ").trim();

afterEach(leavePage);

describe("Total revenue", () => {
  it("is masked until pressed, shows the sum on a press and hides it on the next (a double tap leaves it masked)", async () => {
    showMarkup(await serverMarkup(createElement(RevenueCard, { totalRevenue: 125_000 })));
    await startOnPage([revenueCard]);
    expect(said()).toBe("Show total revenue: KSh ••••••");
    expect(button().getAttribute("aria-pressed")).toBe("false");
    button().click();
    expect(said()).toMatch(/^Hide total revenue: KSh 125,000$/);
    expect(button().getAttribute("aria-pressed")).toBe("true");
    button().click();
    button().click();
    button().click();
    expect(said()).toBe("Show total revenue: KSh ••••••");
  });

  it("stays shown in the card an answer or the live room puts in place, with the new sum", async () => {
    showMarkup(await serverMarkup(createElement(RevenueCard, { totalRevenue: 1_000 })));
    await startOnPage([revenueCard]);
    button().click();
    const next = document.createElement("div");
    next.innerHTML = await serverMarkup(createElement(RevenueCard, { totalRevenue: 2_500 }));
    document.body.replaceChildren(next);
    await ticks();
    expect(said()).toMatch(/^Hide total revenue: KSh 2,500$/);
    button().click();
  });
});
