import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { STRINGS } from "../app/i18n";
import worker from "../worker/index";
import { newUser, ORIGIN, workerEnv } from "./fixtures";

/*
 * The Worker's environment, checked once (worker/env.ts, docs/decisions/123): a missing required
 * variable names itself on a 500 and in the log, never a value; a missing optional one switches on
 * the fallback the schema writes beside it.
 */

const checked = workerEnv();
/** Values that must never reach a page or a log line. */
const SECRET_VALUES = [checked.BETTER_AUTH_SECRET, checked.VAPID_PRIVATE_KEY ?? "", checked.R2_SECRET_ACCESS_KEY ?? ""];

async function ask(overrides: Record<string, unknown>, path: string, init: RequestInit = {}): Promise<Response> {
  const executionCtx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, init), { ...env, ...overrides } as Env, executionCtx);
  const body = await response.arrayBuffer();
  await waitOnExecutionContext(executionCtx);
  return new Response(body, response);
}

afterEach(() => vi.restoreAllMocks());

describe("a missing required variable", () => {
  it("answers 500 naming it, and logs the same line, never a secret's value", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await ask({ BETTER_AUTH_SECRET: undefined }, "/");
    expect(response.status).toBe(500);
    const page = await response.text();
    expect(page).toContain("BETTER_AUTH_SECRET is missing");
    const line = logged.mock.calls.map((call) => call.join(" ")).find((each) => each.startsWith("[env]"));
    expect(line).toContain("BETTER_AUTH_SECRET is missing");
    for (const value of SECRET_VALUES) {
      expect(value).not.toBe("");
      expect(page).not.toContain(value);
      expect(line).not.toContain(value);
    }
  });

  it("names a binding that is not one, and every variable at fault at once", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const page = await (await ask({ IMAGES: undefined, SUPPORT_EMAIL: "" }, "/api/listings")).text();
    expect(page).toContain("IMAGES is missing");
    expect(page).toContain("SUPPORT_EMAIL is empty");
  });

  it("runs no scheduled job, and says why", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const executionCtx = createExecutionContext();
    const waited = vi.spyOn(executionCtx, "waitUntil");
    await worker.scheduled(createScheduledController({ cron: "*/5 * * * *" }), { ...env, BETTER_AUTH_SECRET: "" } as Env, executionCtx);
    await waitOnExecutionContext(executionCtx);
    expect(waited).not.toHaveBeenCalled();
    expect(logged.mock.calls.some((call) => String(call[0]).includes("BETTER_AUTH_SECRET is empty"))).toBe(true);
  });
});

describe("a missing optional variable", () => {
  it("without the S3 keys, hands out no upload slots: the form sends its photos to the Worker", async () => {
    const member = await newUser("envslots");
    const slots = (overrides: Record<string, unknown>) =>
      ask(overrides, "/api/uploads/slots", {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN, cookie: member.cookie, "cf-connecting-ip": member.ip },
        body: JSON.stringify({ files: [{ kind: "avatar", type: "image/webp", size: 1000 }] }),
      });
    expect((await slots({})).status).toBe(201);
    const without = await slots({ R2_ACCESS_KEY_ID: undefined, R2_SECRET_ACCESS_KEY: undefined });
    expect(without.status).toBe(503);
    expect(((await without.json()) as { message: string }).message).toBe(STRINGS.server.media.storage.directUploadsOff);
  });
});
