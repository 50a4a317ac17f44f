/**
 * The auto-hide rule: how many different people stand behind a listing's
 * reports now, and whether that is enough to hide it. Pure: the reports service reads the rows,
 * this decides. The thresholds live in listing-safety-texts.ts.
 */
import { AUTO_HIDE_REPORTS, MAX_ANONYMOUS_COUNTED, REPORT_COUNT_WINDOW_MS } from "./listing-safety-texts";

/** One stored report, as far as counting is concerned. */
export interface CountedReport {
  /** The reporter's account, or null for a visitor (or an account deleted since). */
  reporterId: string | null;
  /** The keyed hash of the reporter's network address; null only for reports made before migration 0008. */
  reporterKey: string | null;
  /** When it was made (ms since the epoch). */
  createdAt: number;
  /** When an admin settled the listing (restore or hide); a reviewed report never counts again. */
  reviewedAt: number | null;
}

/** Whether a report still counts at `now`: not reviewed, and made within the window. */
function counts(report: CountedReport, now: number): boolean {
  return report.reviewedAt === null && now - report.createdAt <= REPORT_COUNT_WINDOW_MS;
}

/**
 * How many people count towards auto-hide now: distinct accounts, plus distinct anonymous
 * addresses capped at MAX_ANONYMOUS_COUNTED, within REPORT_COUNT_WINDOW_MS, unreviewed only.
 *
 * An anonymous report from an address one of the counted accounts reported from is that same
 * person signed out, so it adds nobody; an anonymous report with no address key (made before
 * keys were kept) cannot be told apart from another and adds nobody either.
 */
export function countedReporters(reports: CountedReport[], now: number): number {
  const live = reports.filter((report) => counts(report, now));
  const accounts = new Set<string>();
  const accountAddresses = new Set<string>();
  for (const report of live) {
    if (report.reporterId === null) continue;
    accounts.add(report.reporterId);
    if (report.reporterKey !== null) accountAddresses.add(report.reporterKey);
  }
  const anonymous = new Set<string>();
  for (const report of live) {
    if (report.reporterId !== null || report.reporterKey === null || accountAddresses.has(report.reporterKey)) continue;
    anonymous.add(report.reporterKey);
  }
  return accounts.size + Math.min(anonymous.size, MAX_ANONYMOUS_COUNTED);
}

/** True when enough different people reported the listing to hide it until an admin looks. */
export function shouldAutoHide(reports: CountedReport[], now: number): boolean {
  return countedReporters(reports, now) >= AUTO_HIDE_REPORTS;
}
