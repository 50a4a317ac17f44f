// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { attach } from "../../../behaviours/contract";
import { swapContract } from "../../../behaviours/swap/swap.contract";
import { leavePage, startOnPage, ticks } from "../../../behaviours/test-dom";
import { FakeSocket } from "../../../lib/fake-socket";
import { liveSections } from "./live-sections.behaviour";
import { liveSectionsContract, refreshSectionsContract, UPDATED_PART } from "./live-sections.contract";
import { refreshSections } from "./refresh-sections.behaviour";

const written = (attributes: Record<string, string>) =>
  Object.entries(attributes)
    .map(([name, value]) => `${name}="${value}"`)
    .join(" ");

/** The dashboard as admin-dashboard.tsx writes it, through the same contracts: a time and two sections. */
function dashboard(time: string, listings: number, users: number): string {
  return `<main><header><p ${written(swapContract.part("target", UPDATED_PART))}>Last Updated: ${time}</p>
    <form method="get" ${written(attach(refreshSectionsContract))}><button type="submit" ${written(swapContract.values({ busyText: "Refreshing..." }))}>Refresh</button></form></header>
    <p hidden ${written({
      ...refreshSectionsContract.part("error"),
      ...refreshSectionsContract.values({ offline: "Failed to refresh: you are offline", status: "Failed to refresh: HTTP Error: {status}", retry: "Retry" }),
    })}></p>
    <div ${written(attach(liveSectionsContract))}>
      <section ${written(swapContract.part("target", "overview"))}><h2>Overview</h2><p id="listings">${listings} listings</p></section>
      <section ${written(swapContract.part("target", "users"))}><h2>Users</h2><p id="users">${users} users</p><input id="reason"></section>
    </div></main>`;
}

const html = (main: string) => new Response(`<!doctype html><html><body>${main}</body></html>`, { headers: { "content-type": "text/html" } });

function answerWith(...answers: (Response | Error)[]) {
  const fetched = vi.fn(async () => {
    const next = answers.shift() ?? new Error("no answer left");
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal("fetch", fetched);
  return fetched;
}

const text = (id: string) => document.getElementById(id)?.textContent;
const refresh = () => document.querySelector<HTMLButtonElement>("form button") as HTMLButtonElement;
const error = () => document.querySelector<HTMLElement>("[data-refresh-error]") as HTMLElement;

beforeEach(async () => {
  FakeSocket.all = [];
  vi.stubGlobal("WebSocket", FakeSocket);
  document.body.innerHTML = dashboard("10:00", 5, 3);
  await startOnPage([refreshSections, liveSections]);
  await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
});

afterEach(leavePage);

describe("Refresh", () => {
  it("asks for the page once however often it is pressed, busy meanwhile, and puts its sections and time in place", async () => {
    const fetched = answerWith(html(dashboard("10:05", 6, 4)));
    refresh().click();
    expect(refresh().disabled).toBe(true);
    expect(refresh().textContent).toBe("Refreshing...");
    refresh().click();
    await ticks();
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(text("listings")).toBe("6 listings");
    expect(text("users")).toBe("4 users");
    expect(document.querySelector("header p")?.textContent).toBe("Last Updated: 10:05");
    expect(refresh().disabled).toBe(false);
    expect(refresh().textContent).toBe("Refresh");
  });

  it("leaves the section the admin is typing in as it was, and brings it once they leave it", async () => {
    answerWith(html(dashboard("10:05", 6, 4)), html(dashboard("10:06", 6, 5)));
    (document.getElementById("reason") as HTMLInputElement).focus();
    refresh().click();
    await ticks();
    expect(text("listings")).toBe("6 listings");
    expect(text("users")).toBe("3 users");
    refresh().focus();
    await vi.waitFor(() => expect(text("users")).toBe("5 users"), { timeout: 2000 });
  });

  it("says why when the answer is refused or the network is down, with Retry that asks again", async () => {
    answerWith(new Response("Oops", { status: 500 }), new TypeError("Failed to fetch"), html(dashboard("10:07", 7, 3)));
    refresh().click();
    await ticks();
    expect(error().hidden).toBe(false);
    expect(error().textContent).toBe("Failed to refresh: HTTP Error: 500 Retry");
    expect(text("listings")).toBe("5 listings");
    error().querySelector("button")?.click();
    await ticks();
    expect(error().textContent).toBe("Failed to refresh: you are offline Retry");
    error().querySelector("button")?.click();
    await ticks();
    expect(error().hidden).toBe(true);
    expect(text("listings")).toBe("7 listings");
  });
});

describe("the dashboard room", () => {
  it("asks for the page once for updates close together, and puts its sections in place", async () => {
    const fetched = answerWith(html(dashboard("10:10", 9, 3)));
    const socket = FakeSocket.all[0] as FakeSocket;
    expect(socket.url).toMatch(/\/parties\/dashboard\/admin/);
    socket.open();
    for (let i = 0; i < 3; i++) socket.receive({ type: "dashboardUpdate", data: { at: i } });
    await vi.waitFor(() => expect(text("listings")).toBe("9 listings"), { timeout: 2000 });
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it("closes its socket when the sections leave the page, and a closed socket leaves the page as it is", async () => {
    const socket = FakeSocket.all[0] as FakeSocket;
    socket.open();
    socket.fail();
    expect(text("listings")).toBe("5 listings");
    document.querySelector("main")?.remove();
    await ticks();
    expect(FakeSocket.all.every((each) => each.readyState === 3)).toBe(true);
  });
});
