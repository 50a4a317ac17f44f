import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { checkEnv, envProblems, MisconfiguredEnv, withCheckedEnv, WorkerEnvSchema } from "./env";

/** Stand-ins for the bindings: an object with the method the check looks for. */
const d1 = { prepare() {} };
const bucket = { put() {} };
const rooms = { idFromName() {} };

function complete(overrides: Record<string, unknown> = {}): Env {
  return {
    DB: d1,
    IMAGES: bucket,
    Categories: rooms,
    Dashboard: rooms,
    Conversation: rooms,
    Inbox: rooms,
    Counters: rooms,
    SITE_NAME: "Sokoni",
    SUPPORT_EMAIL: "support@sokoni.co.ke",
    SUPPORT_WHATSAPP: "",
    PAGE_CACHE: "workers",
    BETTER_AUTH_SECRET: "a-secret-nobody-may-read-0123456789",
    ...overrides,
  } as unknown as Env;
}

afterEach(() => vi.restoreAllMocks());

describe("the environment's schema", () => {
  it("passes the bindings, the vars and the one secret it cannot do without, and nothing more", () => {
    expect(envProblems(complete())).toEqual([]);
  });

  it("names a missing, empty or wrong variable, and what it is for, never its value", () => {
    const problems = envProblems(complete({ BETTER_AUTH_SECRET: undefined, SUPPORT_EMAIL: "", IMAGES: "bucket-name", R2_SECRET_ACCESS_KEY: 1234567 }));
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^IMAGES is not an R2 bucket binding \(/);
    expect(problems.find((line) => line.startsWith("BETTER_AUTH_SECRET"))).toMatch(/^BETTER_AUTH_SECRET is missing \(signs sessions/);
    expect(problems.find((line) => line.startsWith("SUPPORT_EMAIL"))).toMatch(/^SUPPORT_EMAIL is empty \(/);
    expect(problems.find((line) => line.startsWith("R2_SECRET_ACCESS_KEY"))).toMatch(/^R2_SECRET_ACCESS_KEY is not text/);
    expect(problems.join("\n")).not.toMatch(/bucket-name|1234567/);
  });

  it("says beside every variable what it is for, or what the Worker does without it", () => {
    for (const [name, entry] of Object.entries(WorkerEnvSchema.entries)) {
      const inner = entry.type === "optional" ? entry.wrapped : entry;
      expect(v.getDescription(inner), name).toMatch(/\w{3,}/);
    }
  });
});

describe("the check", () => {
  it("is made once per environment object, and a broken one stays broken", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const good = complete();
    expect(checkEnv(good)).toBe(good);
    const broken = complete({ DB: undefined });
    const first = checkEnv(broken);
    expect(first).toBeInstanceOf(MisconfiguredEnv);
    expect(checkEnv(broken)).toBe(first);
  });

  it("answers 500 with the problems before the Worker runs, and logs them", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const handler = vi.fn(async () => new Response("page"));
    const fetch = withCheckedEnv(handler);
    const refused = await fetch(new Request("https://sokoni.co.ke/"), complete({ BETTER_AUTH_SECRET: "" }), null);
    expect(refused.status).toBe(500);
    expect(await refused.text()).toContain("BETTER_AUTH_SECRET is empty");
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^\[env\] .*BETTER_AUTH_SECRET is empty/));
    expect(handler).not.toHaveBeenCalled();
    expect(await (await fetch(new Request("https://sokoni.co.ke/"), complete(), null)).text()).toBe("page");
  });
});
