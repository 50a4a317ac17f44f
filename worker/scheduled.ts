import { createDb, type Db } from "./db/client";
import { checkEnv, MisconfiguredEnv, type WorkerEnv } from "./env";
import { runAlerts } from "./services/search/alerts";
import { mailUnreadMessages, UNREAD_MAIL_CRON } from "./services/chat/chat-mail";
import { pruneListingDays } from "./services/listings/listing-figures";
import { runListingLife } from "./services/listings/listing-life";
import { announceChanges } from "./services/chat/live";
import { checkPendingPayments } from "./services/payments/payments";
import { prunePhoneCodes } from "./services/accounts/phones";
import { hashUnhashedUploads } from "./services/media/photo-hashes";
import { prunePostingLog } from "./services/listings/posting-limits";
import { refreshAllPriceGroups } from "./services/listings/price-medians";
import { pruneRateLimits } from "./services/accounts/rate-limit";
import { pruneCounterFlushes } from "./services/counting/write-batch";
import { cleanUpStorage } from "./services/media/uploads";

/*
 * The Worker's scheduled work (wrangler.jsonc `triggers.crons`): every five minutes the mail and
 * the listings' life, every other cron (hourly) the clean-ups. Each job runs on its own, after the
 * handler returns (`waitUntil`); one that fails logs its line and leaves the others running.
 */

/** Every cron but the five-minute one runs the hourly jobs. */
const HOURLY = "hourly";

type Cron = typeof UNREAD_MAIL_CRON | typeof HOURLY;

interface Job<T> {
  cron: Cron;
  run(db: Db, env: WorkerEnv): Promise<T>;
  /** What a run logs (and whom it tells) when it did something. */
  done?(result: T, env: WorkerEnv, executionCtx: ExecutionContext): void;
  /** What a failed run logs, before its error. */
  failure: string;
}

/** A row of the table, its result's type kept between `run` and `done`. */
function job<T>(row: Job<T>) {
  return {
    cron: row.cron,
    start: (env: WorkerEnv, executionCtx: ExecutionContext) =>
      row.run(createDb(env.DB), env).then(
        (result) => row.done?.(result, env, executionCtx),
        (error) => console.error(row.failure, error),
      ),
  };
}

export const SCHEDULED_JOBS = [
  // Chat messages unread for 15 minutes (docs/decisions/060-unread-message-mails.md).
  job({
    cron: UNREAD_MAIL_CRON,
    run: mailUnreadMessages,
    done: (sent) => {
      if (sent > 0) console.log(`[chat-mail] mailed ${sent} members about unread messages`);
    },
    failure: "[chat-mail] stopped; the next run starts over",
  }),
  // Saved-search alerts and price drops on favourites (worker/services/search/alerts.ts).
  job({
    cron: UNREAD_MAIL_CRON,
    run: runAlerts,
    done: (run) => {
      if (run.searchMails + run.priceDropMails > 0)
        console.log(`[alerts] matched ${run.listings} listings; mailed ${run.searchMails} searches, ${run.priceDropMails} price drops`);
    },
    failure: "[alerts] stopped; the next run goes on from the mark",
  }),
  // Listings whose time is up expire, sellers are reminded 3 days before, boosts that ran out end.
  job({
    cron: UNREAD_MAIL_CRON,
    run: runListingLife,
    done: (run, env, executionCtx) => {
      if (run.expired + run.reminded + run.boostsEnded === 0) return;
      console.log(`[listing-life] expired ${run.expired}, reminded ${run.reminded} sellers, ended ${run.boostsEnded} boosts`);
      announceChanges({ env, executionCtx });
    },
    failure: "[listing-life] stopped; the next run goes on",
  }),
  // M-Pesa payments without an answer for two minutes are asked about.
  job({ cron: UNREAD_MAIL_CRON, run: checkPendingPayments, failure: "[payments] status checks stopped" }),
  // Uploads no listing took, uploads detached by a delete that failed, then objects nothing refers to.
  job({
    cron: HOURLY,
    run: (db, env) => cleanUpStorage(db, env.IMAGES),
    done: (removed) => {
      if (removed.uploads > 0) console.log(`[cleanup] removed ${removed.uploads} unused uploads`);
      if (removed.orphans > 0) console.log(`[cleanup] removed ${removed.orphans} objects nothing referred to`);
    },
    failure: "[cleanup] stopped; the next run starts over",
  }),
  // Stored images without hashes yet: a hash that failed at upload, rows from before hashing.
  job({
    cron: HOURLY,
    run: (db, env) => hashUnhashedUploads(db, env.IMAGES),
    done: (hashed) => {
      if (hashed > 0) console.log(`[photo-hashes] hashed ${hashed} stored images`);
    },
    failure: "[photo-hashes] stopped; the next run goes on",
  }),
  // Rate-limit counters and once-a-day markers whose windows ended long ago.
  job({ cron: HOURLY, run: (db) => pruneRateLimits(db), failure: "[cleanup] counters not pruned" }),
  // SMS codes two days old: they stopped working long before (10 minutes), and a day's limit is over.
  job({ cron: HOURLY, run: (db) => prunePhoneCodes(db), failure: "[cleanup] phone codes not pruned" }),
  // Posts two days old no longer count towards a posting limit.
  job({ cron: HOURLY, run: (db) => prunePostingLog(db), failure: "[cleanup] posting log not pruned" }),
  // The day rows behind the sellers' last-30-days figures, kept 90 days.
  job({ cron: HOURLY, run: (db) => pruneListingDays(db), failure: "[cleanup] listing days not pruned" }),
  // The counter shards' records of written batches, kept two days (worker/services/counting/).
  job({ cron: HOURLY, run: (_db, env) => pruneCounterFlushes(env.DB), failure: "[cleanup] counter batches not pruned" }),
  // Every price group's median afresh, so hides, restores and anything else that changed a group count within the hour.
  job({ cron: HOURLY, run: (db) => refreshAllPriceGroups(db), failure: "[price-medians] hourly refresh stopped" }),
];

/** Starts the jobs of this cron, each on its own; a broken environment runs none and says why. */
export function runScheduled(cron: string, env: Env, executionCtx: ExecutionContext): void {
  const checked = checkEnv(env);
  if (checked instanceof MisconfiguredEnv) return;
  const due: Cron = cron === UNREAD_MAIL_CRON ? UNREAD_MAIL_CRON : HOURLY;
  for (const each of SCHEDULED_JOBS) if (each.cron === due) executionCtx.waitUntil(each.start(checked, executionCtx));
}
