/**
 * The admin's view of M-Pesa payments: the dashboard's revenue, pending and newest payments, and the
 * payments page's full list. Numbers are shown with their middle hidden.
 */
import { sql } from "drizzle-orm";
import { LIMITS } from "../../../app/domain/limits";
import type { Db } from "../../db/client";
import type { DashboardItem } from "../safety/dashboard";

const N = LIMITS.adminListLength;

/** An M-Pesa payment on the dashboard: the listing's name, the amount (count) and its state. */
export interface PaymentItem extends DashboardItem {
  status: "pending" | "paid" | "cancelled" | "timeout" | "failed";
  receipt: string | null;
  /** The number prompted, its middle hidden: +2547•••••678. */
  phone: string;
  createdAt: string;
}

type PaymentRowLite = { id: number; name: string; amount: number; status: PaymentItem["status"]; receipt: string | null; phone: string; createdAt: number };

function paymentItems(rows: PaymentRowLite[]): PaymentItem[] {
  return rows.map((row) => ({
    id: String(row.id),
    name: row.name,
    count: row.amount,
    status: row.status,
    receipt: row.receipt,
    phone: maskPhone(row.phone),
    createdAt: new Date(row.createdAt).toISOString(),
  }));
}

/** +254712345678 → +2547•••••678: enough to tell numbers apart, not to call one. */
export function maskPhone(phone: string): string {
  return phone.length > 8 ? `${phone.slice(0, 5)}${"•".repeat(phone.length - 8)}${phone.slice(-3)}` : phone;
}

const PAYMENT_COLUMNS = sql.raw("id, listing_name AS name, amount, status, receipt, phone_number AS phone, created_at AS createdAt");

/** Revenue (the paid rows' sum), pending pushes and the newest payments: each read by payments_status_idx or payments_recent_idx. */
export async function paymentsData(db: Db): Promise<{ totalRevenue: number; pendingPayments: PaymentItem[]; recentPayments: PaymentItem[] }> {
  const [revenue, pending, recent] = await Promise.all([
    db.get<{ total: number | null }>(sql`SELECT sum(amount) AS total FROM payments WHERE status = 'paid'`),
    db.all<PaymentRowLite>(sql`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE status = 'pending' ORDER BY created_at DESC LIMIT ${N}`),
    db.all<PaymentRowLite>(sql`SELECT ${PAYMENT_COLUMNS} FROM payments ORDER BY created_at DESC, id DESC LIMIT ${2 * N}`),
  ]);
  return { totalRevenue: revenue?.total ?? 0, pendingPayments: paymentItems(pending), recentPayments: paymentItems(recent) };
}

/** Every payment, newest first, a page at a time, optionally of one state (GET /api/admin/payments). */
export async function allPayments(db: Db, { status, startIndex, limit }: { status: PaymentItem["status"] | null; startIndex: number; limit: number }) {
  const where = status ? sql`WHERE status = ${status}` : sql``;
  const [rows, total] = await Promise.all([
    db.all<PaymentRowLite>(sql`SELECT ${PAYMENT_COLUMNS} FROM payments ${where} ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${startIndex}`),
    db.get<{ n: number }>(sql`SELECT count(*) AS n FROM payments ${where}`),
  ]);
  return { payments: paymentItems(rows), total: total?.n ?? 0, startIndex, limit };
}
