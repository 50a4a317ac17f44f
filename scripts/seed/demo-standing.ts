import { listingScamSignals } from "../../app/domain/scam-guard";
import { DEMO_SCAMMER } from "./demo-accounts";

/**
 * Held listings and the audit log on a fresh clone (docs/decisions/108 and 116), so the admin's
 * "Held for a check" has something to publish or reject and the audit log has history to read:
 * - the demo scammer (DEMO_SCAMMER) posts a flat "owner abroad" who wants rent by M-Pesa before a
 *   viewing, and a job that asks a registration fee; both are held as the scam guard holds them
 *   (is_hidden = 1, hidden_reason = 'held'), each a copy of a real demo listing's other columns;
 * - the admin warned him two days ago and suspended him for a week last month (ended since).
 */

const DAY = 86_400_000;

type Person = { id: string; username: string; fullName: string; phone: string; role: string };

/** What the two held listings say; each must give the scam guard's listing signals. */
export const DEMO_HELD = [
  {
    category: "Property",
    model: "type = 'rent' AND bedrooms = 2",
    name: "2 Bedroom Apartment to Let, Kilimani, Owner Abroad",
    description:
      "I am working abroad so I cannot show you the house myself. Pay the first month's rent and the deposit by M-Pesa to reserve it, then my agent sends you the keys by courier.",
    hoursAgo: 20,
  },
  {
    category: "Jobs",
    model: "1 = 1",
    name: "Shop Attendants Needed, Nairobi CBD, Start Monday",
    description:
      "Ten shop attendants needed for a supermarket in town. Pay a registration fee of KSh 1,500 before the interview, and bring your ID and a copy of your KCSE certificate.",
    hoursAgo: 6,
  },
] as const;

export async function insertDemoStanding(env: Env, users: Person[]): Promise<void> {
  const scammer = users.find((person) => person.username === DEMO_SCAMMER);
  const admin = users.find((person) => person.role === "admin");
  if (!scammer || !admin) return;
  const columns = (await env.DB.prepare("SELECT name FROM pragma_table_info('listings')").all<{ name: string }>()).results.map((row) => row.name);
  const now = Date.now();
  const statements: D1PreparedStatement[] = [];
  for (const held of DEMO_HELD) {
    if (listingScamSignals(held).length === 0) throw new Error(`The scam guard no longer holds the demo listing "${held.name}"`);
    const model = await env.DB.prepare(`SELECT id FROM listings WHERE category = ? AND is_hidden = 0 AND ${held.model} ORDER BY id LIMIT 1`)
      .bind(held.category)
      .first<{ id: number }>();
    if (!model) continue;
    const at = now - held.hoursAgo * 3_600_000;
    const own: Record<string, unknown> = {
      name: held.name,
      description: held.description,
      user_ref: scammer.id,
      seller_name: scammer.fullName,
      business_name: scammer.fullName,
      phone_number: scammer.phone,
      is_available: 1,
      is_hidden: 1,
      hidden_reason: "held",
      views: 0,
      created_at: at,
      updated_at: at,
      sold_at: null,
      expires_at: at + 30 * DAY,
      expiry_reminded_at: null,
      top_until: null,
      featured_until: null,
    };
    const copied = columns.filter((column) => column !== "id");
    statements.push(
      env.DB.prepare(
        `INSERT INTO listings (${copied.join(", ")}) SELECT ${copied.map((column) => (column in own ? "?" : column)).join(", ")} FROM listings WHERE id = ?`,
      ).bind(...copied.filter((column) => column in own).map((column) => own[column]), model.id),
    );
  }
  const audit =
    "INSERT INTO admin_actions (admin_id, admin_name, user_id, user_name, action, reason, until, source, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)";
  statements.push(
    env.DB.prepare(audit).bind(
      admin.id,
      admin.username,
      scammer.id,
      scammer.username,
      "suspend",
      "Asked buyers for a delivery deposit by M-Pesa before they saw the phone.",
      now - 27 * DAY,
      "person-report",
      now - 34 * DAY,
    ),
    env.DB.prepare(audit).bind(
      admin.id,
      admin.username,
      scammer.id,
      scammer.username,
      "warn",
      "Posted two shops' photos as his own listings. Another copy ends the account.",
      null,
      "storefront",
      now - 2 * DAY,
    ),
  );
  await env.DB.batch(statements);
}
