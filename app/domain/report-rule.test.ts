import { describe, expect, it } from "vitest";
import { AUTO_HIDE_REPORTS, MAX_ANONYMOUS_COUNTED, REPORT_COUNT_WINDOW_MS } from "./listing-safety-texts";
import { type CountedReport, countedReporters, shouldAutoHide } from "./report-rule";

const NOW = Date.UTC(2026, 10, 23, 9, 0, 0);
const HOUR = 3_600_000;

/** A report by an account (`user`) or a visitor (`anon`), from an address key, `hoursAgo`. */
function report(who: string, address: string, hoursAgo = 1, reviewedAt: number | null = null): CountedReport {
  const anonymous = who.startsWith("anon");
  return { reporterId: anonymous ? null : who, reporterKey: address, createdAt: NOW - hoursAgo * HOUR, reviewedAt };
}

describe("the constants the rule is built on", () => {
  it("are the issue's: three people, thirty days, one anonymous", () => {
    expect(AUTO_HIDE_REPORTS).toBe(3);
    expect(REPORT_COUNT_WINDOW_MS).toBe(30 * 24 * HOUR);
    expect(MAX_ANONYMOUS_COUNTED).toBe(1);
  });
});

describe("countedReporters / shouldAutoHide", () => {
  it("counts nobody for no reports", () => {
    expect(countedReporters([], NOW)).toBe(0);
    expect(shouldAutoHide([], NOW)).toBe(false);
  });

  it("hides for three different accounts", () => {
    const reports = [report("amina", "k1"), report("baraka", "k2"), report("chebet", "k3")];
    expect(countedReporters(reports, NOW)).toBe(3);
    expect(shouldAutoHide(reports, NOW)).toBe(true);
  });

  it("counts an account once however often it reports, from however many addresses", () => {
    const reports = [report("amina", "k1"), report("amina", "k2", 2), report("amina", "k3", 3), report("amina", "k1", 4)];
    expect(countedReporters(reports, NOW)).toBe(1);
    expect(shouldAutoHide(reports, NOW)).toBe(false);
  });

  it("counts different accounts on one address as different people (a shared network)", () => {
    const reports = [report("amina", "k1"), report("baraka", "k1"), report("chebet", "k1")];
    expect(shouldAutoHide(reports, NOW)).toBe(true);
  });

  it("counts at most one anonymous address: two visitors and one account do not hide", () => {
    const reports = [report("anon-1", "k1"), report("anon-2", "k2"), report("amina", "k3")];
    expect(countedReporters(reports, NOW)).toBe(2);
    expect(shouldAutoHide(reports, NOW)).toBe(false);
  });

  it("one visitor and two accounts hide", () => {
    const reports = [report("anon-1", "k1"), report("amina", "k2"), report("baraka", "k3")];
    expect(countedReporters(reports, NOW)).toBe(3);
    expect(shouldAutoHide(reports, NOW)).toBe(true);
  });

  it("counts one visitor reporting again from the same address once", () => {
    const reports = [report("anon", "k1"), report("anon", "k1", 2), report("anon", "k1", 3)];
    expect(countedReporters(reports, NOW)).toBe(1);
  });

  it("does not count a visitor from an address an account reported from: the same person signed out", () => {
    const reports = [report("amina", "k1"), report("anon", "k1"), report("baraka", "k2")];
    expect(countedReporters(reports, NOW)).toBe(2);
    expect(shouldAutoHide(reports, NOW)).toBe(false);
  });

  it("does not count anonymous reports without an address key (made before keys were kept)", () => {
    const old: CountedReport = { reporterId: null, reporterKey: null, createdAt: NOW - HOUR, reviewedAt: null };
    expect(countedReporters([old, report("amina", "k1"), report("baraka", "k2")], NOW)).toBe(2);
  });

  it("counts an account's report even without an address key", () => {
    const reports: CountedReport[] = ["amina", "baraka", "chebet"].map((id) => ({
      reporterId: id,
      reporterKey: null,
      createdAt: NOW - HOUR,
      reviewedAt: null,
    }));
    expect(shouldAutoHide(reports, NOW)).toBe(true);
  });

  it("counts reports within 30 days only (the edge included)", () => {
    const window = REPORT_COUNT_WINDOW_MS / HOUR;
    const atEdge = [report("amina", "k1", window), report("baraka", "k2"), report("chebet", "k3")];
    expect(shouldAutoHide(atEdge, NOW)).toBe(true);
    const tooOld = [report("amina", "k1", window + 1), report("baraka", "k2"), report("chebet", "k3")];
    expect(countedReporters(tooOld, NOW)).toBe(2);
    expect(shouldAutoHide(tooOld, NOW)).toBe(false);
    // The same three reports hide today and no longer a month later.
    const fresh = [report("amina", "k1"), report("baraka", "k2"), report("chebet", "k3")];
    expect(shouldAutoHide(fresh, NOW + REPORT_COUNT_WINDOW_MS + 2 * HOUR)).toBe(false);
  });

  it("never counts reviewed reports, and counts the ones made after the review", () => {
    const reviewed = NOW - 10 * HOUR;
    const settled = [report("amina", "k1", 20, reviewed), report("baraka", "k2", 20, reviewed), report("chebet", "k3", 20, reviewed)];
    expect(countedReporters(settled, NOW)).toBe(0);
    expect(shouldAutoHide([...settled, report("dalmas", "k4")], NOW)).toBe(false);
    // Someone whose report was reviewed may report again; that new report counts.
    expect(shouldAutoHide([...settled, report("amina", "k1"), report("baraka", "k2"), report("dalmas", "k4")], NOW)).toBe(true);
  });
});
