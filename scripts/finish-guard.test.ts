import { afterEach, describe, expect, it, vi } from "vitest";
import type { TestModule, TestSpecification } from "vitest/node";
import FinishGuard from "./finish-guard";

function fakeModule(ok: boolean, tests: ("passed" | "failed")[]): TestModule {
  return {
    ok: () => ok,
    moduleId: ok ? "/fine.test.ts" : "/broken.test.ts",
    children: { allTests: () => tests.map((state) => ({ result: () => ({ state }) }))[Symbol.iterator]() },
  } as unknown as TestModule;
}

describe("the finish guard (scripts/finish-guard.ts)", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("ends a run whose files all ended but which never finished, with the files' verdict", () => {
    vi.useFakeTimers();
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    for (const [modules, code] of [
      [[fakeModule(true, ["passed"]), fakeModule(true, ["passed", "passed"])], 0],
      [[fakeModule(true, ["passed"]), fakeModule(false, ["failed"])], 1],
    ] as const) {
      const exits: number[] = [];
      let stopped = 0;
      const guard = new FinishGuard({ graceMs: 1000, stopChildren: () => stopped++, exit: (value) => exits.push(value) });
      guard.onTestRunStart([{}, {}] as unknown as TestSpecification[]);
      guard.onTestModuleEnd(modules[0]);
      vi.advanceTimersByTime(5000);
      expect(exits).toEqual([]);
      guard.onTestModuleEnd(modules[1]);
      vi.advanceTimersByTime(999);
      expect(exits).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(exits).toEqual([code]);
      expect(stopped).toBe(1);
    }
  });

  it("does nothing to a run that finishes", () => {
    vi.useFakeTimers();
    const exits: number[] = [];
    const guard = new FinishGuard({ graceMs: 1000, stopChildren: () => undefined, exit: (value) => exits.push(value) });
    guard.onTestRunStart([{}] as unknown as TestSpecification[]);
    guard.onTestModuleEnd(fakeModule(true, ["passed"]));
    guard.onTestRunEnd();
    vi.advanceTimersByTime(10_000);
    expect(exits).toEqual([]);
  });
});
