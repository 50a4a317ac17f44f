import { type SQL, sql } from "drizzle-orm";
import { SCAM_SIGNALS, type ScamSignal } from "../../../app/domain/chat-types";
import { LIMITS } from "../../../app/domain/limits";
import { standingOf } from "../../../app/domain/standing";
import { sellerPath } from "../../../app/domain/seller-path";
import type { Db } from "../../db/client";
import { categorySummary } from "../listings/categories";
import { type FlaggedPair, openCopiedPhotos } from "./listing-flags";
import { type HeldListing, heldListings } from "./listing-holds";
import { type PaymentItem, paymentsData } from "../payments/dashboard-payments";
import { topSearchTerms } from "../search/search-terms";

/** One line of a dashboard list: shown as `name (count)`, with an optional note. */
export interface DashboardItem {
  /** What the line is about: a listing id, a user id, a category or a search term. */
  id: string;
  name: string;
  count: number;
  note?: string;
}

/**
 * A person in the user lists, with their standing (docs/decisions/108) for the Suspend, Ban and
 * Restore buttons; admins get none.
 */
export interface PersonStanding {
  standing: "active" | "suspended" | "banned";
  /** A suspension's end (ISO). */
  until?: string;
  isAdmin: boolean;
}

export interface PersonItem extends DashboardItem, PersonStanding {}

export interface FlaggedListing extends DashboardItem {
  reasons: string[];
  isHidden: boolean;
  /** Why it is hidden: by enough reports, by an admin, or null while it is on show. */
  hiddenReason: "reports" | "admin" | null;
}

/**
 * A chat message the scam guard flagged, as the admin sees it: who sent it about which
 * listing, its text shortened and its signals. Nothing here leads into the private conversation.
 */
export interface FlaggedMessage {
  id: number;
  senderId: string;
  senderName: string;
  /** The sender's storefront. */
  senderPath: string;
  listingId: string;
  listingName: string;
  /** The message's text, shortened to FLAGGED_EXCERPT characters. */
  excerpt: string;
  signals: ScamSignal[];
  createdAt: string;
  /** The sender's standing, for the Dismiss, Warn, Suspend and Ban buttons. */
  sender: PersonStanding;
}

/** A report about a person waiting for an admin, newest first. */
export interface PersonReport {
  id: number;
  userId: string;
  userName: string;
  /** The reported person's storefront. */
  userPath: string;
  reason: string;
  /** Null when the reporter's account has been deleted. */
  reporterName: string | null;
  createdAt: string;
  /** The reported person's standing, for the Dismiss, Warn, Suspend and Ban buttons. */
  person: PersonStanding;
}

/** A listing that reports hid, as the dashboard's Reports lists it, newest first. */
export interface HiddenByReports {
  id: string;
  name: string;
  /** Its reports that no admin has settled yet. */
  reports: number;
  /** When it was hidden (its last change). */
  hiddenAt: string;
  sellerName: string;
  sellerPath: string;
}

/** The four figures that Refresh reloads. */
export interface DashboardCounts {
  totalListings: number;
  totalUsers: number;
  activeListings: number;
  inactiveListings: number;
}

/** Every field of spec section 3's dashboard data, each computed from the database (docs/decisions/013). */
export interface DashboardData extends DashboardCounts {
  topCategories: DashboardItem[];
  pendingApprovals: DashboardItem[];
  topClients: PersonItem[];
  recentUsers: PersonItem[];
  /** M-Pesa pushes still waiting for an answer, newest first. */
  pendingPayments: PaymentItem[];
  /** The sum of confirmed (paid) payments, in KSh (docs/decisions/082). */
  totalRevenue: number;
  /** The newest payments in every state. */
  recentPayments: PaymentItem[];
  topSearches: DashboardItem[];
  topInteractions: DashboardItem[];
  flaggedListings: FlaggedListing[];
  complaints: DashboardItem[];
  /** Chat messages the scam guard flagged in the last FLAGGED_WINDOW_MS, and the latest few. */
  flaggedMessages: { count: number; latest: FlaggedMessage[] };
  /** Unreviewed reports about people (part of User complaints), newest first. */
  personReports: PersonReport[];
  /** The newest listings hidden by reports, and how many there are in all. */
  hiddenByReports: HiddenByReports[];
  hiddenByReportsCount: number;
  /** Open "Possible copied photos" flags, and the newest few with both listings. */
  copiedPhotos: { count: number; latest: FlaggedPair[] };
  /** Listings the scam guard held for an admin (docs/decisions/116), and the newest few. */
  heldListings: { count: number; latest: HeldListing[] };
  /** When these figures were read (the dashboard's Last Updated). */
  updatedAt: string;
}

const N = LIMITS.adminListLength;

/** Flagged messages are counted over the last 30 days. */
export const FLAGGED_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
/** How much of a flagged message's text the dashboard shows. */
export const FLAGGED_EXCERPT = 160;

const NAME = sql.raw("coalesce(u.display_username, u.username, u.name)");

/** A person's standing as the dashboard's queries read it (user `u`), for the buttons beside them. */
const STANDING_COLUMNS = sql.raw("u.banned AS banned, u.ban_expires AS banExpires, u.role AS role");
type StandingColumns = { banned: number | null; banExpires: number | null; role: string };

function standingFields(row: StandingColumns | undefined): PersonStanding {
  const standing = standingOf({ banned: row?.banned === 1, banExpires: row?.banExpires ?? null });
  return {
    standing: standing.kind,
    ...(standing.kind === "suspended" ? { until: standing.until.toISOString() } : {}),
    isAdmin: row?.role === "admin",
  };
}

/** How many messages were flagged since `since`: read from the partial index of flagged messages. */
export function flaggedCountQuery(since: Date): SQL {
  return sql`SELECT count(*) AS n FROM messages WHERE flags IS NOT NULL AND created_at >= ${since.getTime()}`;
}

/** The latest flagged messages since `since`, newest first, walking the same index backwards. */
export function flaggedLatestQuery(since: Date, limit = N): SQL {
  return sql`
    SELECT m.id AS id, m.sender_id AS senderId, ${NAME} AS senderName, m.listing_id AS listingId, l.name AS listingName,
      substr(m.body, 1, ${FLAGGED_EXCERPT * 2}) AS body, length(m.body) > ${FLAGGED_EXCERPT * 2} AS cut, m.flags AS flags, m.created_at AS createdAt,
      ${STANDING_COLUMNS}
    FROM messages m JOIN user u ON u.id = m.sender_id JOIN listings l ON l.id = m.listing_id
    WHERE m.flags IS NOT NULL AND m.created_at >= ${since.getTime()}
      AND NOT EXISTS (SELECT 1 FROM admin_actions a WHERE a.message_id = m.id)
    ORDER BY m.created_at DESC LIMIT ${limit}`;
}

/** Unreviewed person reports, newest first, walking user_reports_recent_idx backwards. */
export function personReportsQuery(limit = N): SQL {
  return sql`
    SELECT r.id AS id, r.user_id AS userId, ${NAME} AS userName, r.reason AS reason, r.created_at AS createdAt, ${STANDING_COLUMNS},
      (SELECT coalesce(p.display_username, p.username, p.name) FROM user p WHERE p.id = r.reporter_id) AS reporterName
    FROM user_reports r JOIN user u ON u.id = r.user_id
    WHERE r.reviewed_at IS NULL ORDER BY r.created_at DESC LIMIT ${limit}`;
}

/** The signals stored on a message (comma-separated), keeping only known ones. */
export function parseFlags(flags: string | null): ScamSignal[] {
  const stored = (flags ?? "").split(",").map((flag) => flag.trim());
  return SCAM_SIGNALS.filter((signal) => stored.includes(signal));
}

/**
 * Shortens text to FLAGGED_EXCERPT characters at most, on a word when it can, with an ellipsis;
 * `cut` says the text given is already only the start of a longer one.
 */
export function shorten(text: string, max = FLAGGED_EXCERPT, cut = false): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max && !cut) return flat;
  if (flat.length <= max - 1) return `${flat}…`;
  const start = flat.slice(0, max - 1);
  const space = start.lastIndexOf(" ");
  return `${(space > max * 0.6 ? start.slice(0, space) : start).trimEnd()}…`;
}

type FlaggedRow = {
  id: number;
  senderId: string;
  senderName: string | null;
  listingId: number;
  listingName: string;
  body: string;
  /** 1 when the body is longer than the part read. */
  cut: number;
  flags: string | null;
  createdAt: number;
} & StandingColumns;
type PersonReportRow = {
  id: number;
  userId: string;
  userName: string | null;
  reason: string;
  createdAt: number;
  reporterName: string | null;
} & StandingColumns;

/** The dashboard's Flagged messages and the unreviewed person reports. */
async function chatSafetyData(db: Db, now = Date.now()): Promise<Pick<DashboardData, "flaggedMessages" | "personReports">> {
  const since = new Date(now - FLAGGED_WINDOW_MS);
  const [countRow, flagged, reports] = await Promise.all([
    db.get<{ n: number }>(flaggedCountQuery(since)),
    db.all<FlaggedRow>(flaggedLatestQuery(since)),
    db.all<PersonReportRow>(personReportsQuery()),
  ]);
  return {
    flaggedMessages: {
      count: countRow?.n ?? 0,
      latest: flagged.map((row) => ({
        id: row.id,
        senderId: row.senderId,
        senderName: row.senderName ?? "Unknown",
        senderPath: sellerPath(row.senderId),
        listingId: String(row.listingId),
        listingName: row.listingName,
        excerpt: shorten(row.body, FLAGGED_EXCERPT, row.cut === 1),
        signals: parseFlags(row.flags),
        createdAt: new Date(row.createdAt).toISOString(),
        sender: standingFields(row),
      })),
    },
    personReports: reports.map((row) => ({
      id: row.id,
      userId: row.userId,
      userName: row.userName ?? "Unknown",
      userPath: sellerPath(row.userId),
      reason: row.reason,
      reporterName: row.reporterName,
      createdAt: new Date(row.createdAt).toISOString(),
      person: standingFields(row),
    })),
  };
}

/** How many listings reports hid: read from the partial index of hidden listings. */
export function hiddenByReportsCountQuery(): SQL {
  return sql`SELECT count(*) AS n FROM listings WHERE is_hidden = 1 AND hidden_reason = 'reports'`;
}

/** The newest listings reports hid, each with its unsettled reports and its seller, walking listings_hidden_idx backwards. */
export function hiddenByReportsQuery(limit = N): SQL {
  return sql`
    SELECT l.id AS id, l.name AS name, l.updated_at AS hiddenAt, l.user_ref AS sellerId, ${NAME} AS sellerName,
      (SELECT count(*) FROM reports r WHERE r.listing_id = l.id AND r.reviewed_at IS NULL) AS reports
    FROM listings l JOIN user u ON u.id = l.user_ref
    WHERE l.is_hidden = 1 AND l.hidden_reason = 'reports'
    ORDER BY l.updated_at DESC LIMIT ${limit}`;
}

type HiddenRow = { id: number; name: string; hiddenAt: number; sellerId: string; sellerName: string | null; reports: number };

/** The dashboard's Reports: listings hidden by reports and possible copied photos. */
async function listingSafetyData(db: Db): Promise<Pick<DashboardData, "hiddenByReports" | "hiddenByReportsCount" | "copiedPhotos" | "heldListings">> {
  const [countRow, hidden, copiedPhotos, held] = await Promise.all([
    db.get<{ n: number }>(hiddenByReportsCountQuery()),
    db.all<HiddenRow>(hiddenByReportsQuery()),
    openCopiedPhotos(db, N),
    heldListings(db, N),
  ]);
  return {
    hiddenByReports: hidden.map((row) => ({
      id: String(row.id),
      name: row.name,
      reports: row.reports,
      hiddenAt: new Date(row.hiddenAt).toISOString(),
      sellerName: row.sellerName ?? "Unknown",
      sellerPath: sellerPath(row.sellerId),
    })),
    hiddenByReportsCount: countRow?.n ?? 0,
    copiedPhotos,
    heldListings: held,
  };
}

/** A listing is active while it is available and not hidden by a moderator; every other one is inactive. */
export async function dashboardCounts(db: Db): Promise<DashboardCounts> {
  const [listingRow, userRow] = await Promise.all([
    db.get<{ total: number; active: number | null }>(sql`SELECT count(*) AS total, sum(is_available = 1 AND is_hidden = 0) AS active FROM listings`),
    db.get<{ total: number }>(sql`SELECT count(*) AS total FROM user`),
  ]);
  const totalListings = listingRow?.total ?? 0;
  const activeListings = listingRow?.active ?? 0;
  return { totalListings, totalUsers: userRow?.total ?? 0, activeListings, inactiveListings: totalListings - activeListings };
}

type Row = { id: string | number; name: string | null; count: number; note?: string | number | null };

function items(rows: Row[], note?: (row: Row) => string | undefined): DashboardItem[] {
  return rows.map((row) => {
    const text = note?.(row);
    return { id: String(row.id), name: row.name ?? "Unknown", count: row.count, ...(text ? { note: text } : {}) };
  });
}

type StandingRow = Row & StandingColumns;

function people(rows: StandingRow[], note?: (row: Row) => string | undefined): PersonItem[] {
  return items(rows, note).map((item, index) => ({ ...item, ...standingFields(rows[index]) }));
}

function joinedNote(row: Row): string | undefined {
  return typeof row.note === "number" ? new Date(row.note).toISOString() : undefined;
}

/**
 * The whole dashboard, its queries sent together. Every list is bounded to five rows and each
 * query reads an index (categories, users by date, reports by listing) or a small grouped table.
 */
export async function dashboardData(db: Db): Promise<DashboardData> {
  const [counts, categories, chatSafety, listingSafety, money, lists] = await Promise.all([
    dashboardCounts(db),
    categorySummary(db),
    chatSafetyData(db),
    listingSafetyData(db),
    paymentsData(db),
    Promise.all([
      // Pending approvals: seller verification requests (one per seller), oldest first; count = the seller's listings.
      db.all<Row>(sql`
        SELECT u.id AS id, coalesce(u.display_username, u.username, u.name) AS name, r.created_at AS note,
          (SELECT count(*) FROM listings l WHERE l.user_ref = r.user_id) AS count
        FROM verification_requests r JOIN user u ON u.id = r.user_id
        WHERE r.status = 'pending' ORDER BY r.created_at LIMIT ${N}`),
      // Top clients: the sellers with the most listings.
      db.all<StandingRow>(sql`
        SELECT u.id AS id, coalesce(u.display_username, u.username, u.name) AS name, c.n AS count, ${STANDING_COLUMNS}
        FROM (SELECT user_ref, count(*) AS n FROM listings GROUP BY user_ref ORDER BY n DESC LIMIT ${N}) c
        JOIN user u ON u.id = c.user_ref ORDER BY c.n DESC, u.id`),
      // Recent users: newest accounts; count = their listings.
      db.all<StandingRow>(sql`
        SELECT u.id AS id, coalesce(u.display_username, u.username, u.name) AS name, u.created_at AS note,
          (SELECT count(*) FROM listings l WHERE l.user_ref = u.id) AS count, ${STANDING_COLUMNS}
        FROM user u ORDER BY u.created_at DESC LIMIT ${N}`),
      topSearchTerms(db, N).then((terms) => terms.map((term) => ({ id: term.name, ...term }))),
      // Highest interaction = views + favourites + contact clicks. The five most viewed are always
      // candidates, so a listing with no favourites or clicks outside them can never rank higher.
      db.all<Row>(sql`
        WITH fav AS (SELECT listing_id, count(*) AS n FROM favourites GROUP BY listing_id),
          clicks AS (SELECT listing_id, sum(count) AS n FROM listing_interactions GROUP BY listing_id),
          candidates AS (
            SELECT id FROM (SELECT id FROM listings WHERE is_hidden = 0 ORDER BY views DESC LIMIT ${N})
            UNION SELECT listing_id FROM fav UNION SELECT listing_id FROM clicks)
        SELECT l.id AS id, l.name AS name, l.views + coalesce(f.n, 0) + coalesce(c.n, 0) AS count
        FROM candidates k JOIN listings l ON l.id = k.id
        LEFT JOIN fav f ON f.listing_id = l.id LEFT JOIN clicks c ON c.listing_id = l.id
        WHERE l.is_hidden = 0 ORDER BY count DESC, l.id DESC LIMIT ${N}`),
      db.all<FlaggedListingRow>(flaggedListingsQuery()),
      // User complaints: sellers ranked by the reports against their listings.
      db.all<Row>(sql`
        SELECT u.id AS id, coalesce(u.display_username, u.username, u.name) AS name, count(*) AS count
        FROM reports r JOIN listings l ON l.id = r.listing_id JOIN user u ON u.id = l.user_ref
        GROUP BY u.id ORDER BY count DESC, u.id LIMIT ${N}`),
    ]),
  ]);
  const [pending, clients, recent, searches, interactions, flagged, complaints] = lists;
  const reasons = await reasonsFor(
    db,
    flagged.map((row) => Number(row.id)),
  );
  return {
    ...counts,
    topCategories: categories
      .filter((entry) => entry.total > 0)
      .sort((a, b) => b.total - a.total)
      .slice(0, N)
      .map((entry) => ({ id: entry.category, name: entry.category, count: entry.total })),
    pendingApprovals: items(pending, joinedNote),
    topClients: people(clients),
    recentUsers: people(recent, joinedNote),
    ...money,
    topSearches: items(searches),
    topInteractions: items(interactions),
    flaggedListings: items(flagged).map((item, index) => ({
      ...item,
      reasons: reasons.get(Number(flagged[index]?.id)) ?? [],
      isHidden: flagged[index]?.hidden === 1,
      hiddenReason: hiddenReasonOf(flagged[index]),
    })),
    complaints: items(complaints),
    ...chatSafety,
    ...listingSafety,
    updatedAt: new Date().toISOString(),
  };
}

/** Hidden by a moderator (sold and expired listings are out of the lists too, but not hidden). */
const MODERATED = sql.raw("(l.is_hidden = 1 AND coalesce(l.hidden_reason, 'admin') IN ('admin', 'reports'))");

type FlaggedListingRow = Row & { hidden: number; hiddenReason: "reports" | "admin" | null };

/**
 * Flagged listings: the listings whose reports are still open (not reviewed), most open reports
 * first, and the hidden listings that have reports, so they can be restored. An admin's restore
 * or hide reviews the reports (moderation.ts), so a restored listing leaves the list until someone
 * reports it again; a hidden one stays, counted by all its reports (docs/decisions/
 * 064-flagged-listings-open-reports.md).
 */
export function flaggedListingsQuery(limit = N): SQL {
  return sql`
    SELECT l.id AS id, l.name AS name, CASE WHEN r.open > 0 THEN r.open ELSE r.total END AS count, ${MODERATED} AS hidden,
      CASE WHEN ${MODERATED} THEN coalesce(l.hidden_reason, 'admin') END AS hiddenReason
    FROM (SELECT listing_id, sum(reviewed_at IS NULL) AS open, count(*) AS total, max(created_at) AS latest FROM reports GROUP BY listing_id) r
    JOIN listings l ON l.id = r.listing_id
    WHERE r.open > 0 OR ${MODERATED}
    ORDER BY count DESC, r.latest DESC LIMIT ${limit}`;
}

function hiddenReasonOf(row: FlaggedListingRow | undefined): FlaggedListing["hiddenReason"] {
  if (row?.hidden !== 1) return null;
  return row.hiddenReason === "reports" ? "reports" : "admin";
}

/** The three latest report reasons of each flagged listing. */
async function reasonsFor(db: Db, listingIds: number[]): Promise<Map<number, string[]>> {
  const found = new Map<number, string[]>();
  if (listingIds.length === 0) return found;
  const rows = await db.all<{ listingId: number; reason: string }>(sql`
    SELECT listing_id AS listingId, reason FROM (
      SELECT listing_id, reason, row_number() OVER (PARTITION BY listing_id ORDER BY created_at DESC, id DESC) AS position
      FROM reports WHERE listing_id IN ${listingIds}) WHERE position <= 3`);
  for (const row of rows) found.set(row.listingId, [...(found.get(row.listingId) ?? []), row.reason]);
  return found;
}
