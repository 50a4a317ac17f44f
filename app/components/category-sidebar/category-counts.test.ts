// @vitest-environment happy-dom
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { leavePage, startOnPage } from "../../behaviours/test-dom";
import { serverMarkup, showMarkup } from "../../behaviours/test-render";
import { FakeSocket } from "../../lib/fake-socket";
import { categoryCounts } from "./category-counts.behaviour";
import { categoryCountsContract } from "./category-counts.contract";
import { type CategoryCount, CategorySidebar } from "./category-sidebar";

const COUNTS: CategoryCount[] = [
  { category: "Vehicles", total: 1200, subcategories: { Cars: 1000, Motorbikes: 200 } },
  { category: "Jobs", total: 7, subcategories: {} },
];

const latest = () => FakeSocket.all[FakeSocket.all.length - 1] as FakeSocket;
const count = (key: string) => categoryCountsContract.find(document, "count", key)?.textContent;

beforeEach(async () => {
  FakeSocket.all = [];
  vi.stubGlobal("WebSocket", FakeSocket);
  showMarkup(await serverMarkup(createElement(CategorySidebar, { categories: COUNTS })));
  await startOnPage([categoryCounts]);
  await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
});

afterEach(leavePage);

describe("the category sidebar's counts", () => {
  it("follow the categories room, categories and subcategories alike", () => {
    expect(latest().url).toMatch(/\/parties\/categories\/global/);
    expect(count("Vehicles")).toBe("1,200");
    latest().open();
    latest().receive({
      type: "categoriesUpdate",
      data: [
        { category: "Vehicles", total: 1201, subcategories: { Cars: 1001, Motorbikes: 200 } },
        { category: "Jobs", total: 8, subcategories: {} },
      ],
    });
    expect(count("Vehicles")).toBe("1,201");
    expect(count("Vehicles/Cars")).toBe("1,001");
    expect(count("Vehicles/Motorbikes")).toBe("200");
    expect(count("Jobs")).toBe("8");
  });

  it("leave the server's counts alone for another message, a broken summary or a closed socket", () => {
    latest().open();
    latest().receive({ type: "somethingElse", data: [{ category: "Jobs", total: 99, subcategories: {} }] });
    latest().receive({ type: "categoriesUpdate", data: { not: "a list" } });
    latest().receive("not json");
    latest().fail();
    expect(count("Jobs")).toBe("7");
    expect(count("Vehicles/Cars")).toBe("1,000");
  });

  it("close the room's socket when the sidebar leaves the page", async () => {
    latest().open();
    document.querySelector("nav")?.remove();
    await vi.waitFor(() => expect(latest().readyState).toBe(3));
  });
});
