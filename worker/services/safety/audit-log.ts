import { desc } from "drizzle-orm";
import type { ActionSource, AdminAction } from "../../../app/domain/standing";
import type { Db } from "../../db/client";
import { adminActions } from "../../db/schema";

/** One line of the audit log (GET /api/admin/audit, the dashboard's Audit log): who, what, to whom, when, why. */
export interface AuditEntry {
  id: number;
  action: AdminAction;
  admin: { id: string | null; name: string };
  /** The person acted on; `id` is null once their account is deleted. */
  user: { id: string | null; name: string };
  reason: string | null;
  /** A suspension's end (ISO); null for every other action. */
  until: string | null;
  source: ActionSource;
  reportId: number | null;
  messageId: number | null;
  createdAt: string;
}

/** The newest actions first, a page at a time, walking admin_actions_recent_idx backwards. */
export async function auditLog(db: Db, page: { startIndex: number; limit: number }): Promise<AuditEntry[]> {
  const rows = await db.select().from(adminActions).orderBy(desc(adminActions.createdAt), desc(adminActions.id)).limit(page.limit).offset(page.startIndex);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    admin: { id: row.adminId, name: row.adminName },
    user: { id: row.userId, name: row.userName },
    reason: row.reason,
    until: row.until ? row.until.toISOString() : null,
    source: row.source,
    reportId: row.reportId,
    messageId: row.messageId,
    createdAt: row.createdAt.toISOString(),
  }));
}
