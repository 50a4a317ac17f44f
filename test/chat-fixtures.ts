import { env } from "cloudflare:workers";

/*
 * Messages written straight into D1 for tests that need a conversation's history (reviews'
 * eligibility, the seller's response figures, the storefront): every message
 * belongs to the conversation of its listing and buyer, so the conversation row comes first,
 * found or made the way migration 0007 joins old messages (the buyer is whichever of the two is
 * not the listing's seller).
 */

export interface StoredMessage {
  listingId: number;
  senderId: string;
  recipientId: string;
  body: string;
  createdAt?: Date;
  readAt?: Date | null;
  /** A fixed id (the authorisation matrix's world), else the next one. */
  id?: number;
  /** The scam guard's signals, comma-separated. */
  flags?: string | null;
}

/** The statements that store one message and its conversation (for a caller's own batch). */
export function messageStatements(message: StoredMessage): D1PreparedStatement[] {
  const at = (message.createdAt ?? new Date()).getTime();
  const { listingId, senderId, recipientId } = message;
  const buyer = "CASE WHEN l.user_ref = ?2 THEN ?3 ELSE ?2 END";
  return [
    env.DB.prepare(
      `INSERT INTO conversations (listing_id, buyer_id, seller_id, last_message_at, created_at)
       SELECT l.id, ${buyer}, l.user_ref, ?4, ?4 FROM listings AS l WHERE l.id = ?1
       ON CONFLICT (listing_id, buyer_id) DO UPDATE SET last_message_at = max(last_message_at, excluded.last_message_at),
         created_at = min(created_at, excluded.created_at)`,
    ).bind(listingId, senderId, recipientId, at),
    env.DB.prepare(
      `INSERT INTO messages (id, conversation_id, listing_id, sender_id, recipient_id, body, created_at, read_at, flags)
       SELECT ?5, c.id, ?1, ?2, ?3, ?6, ?4, ?7, ?8 FROM listings AS l
       INNER JOIN conversations AS c ON c.listing_id = l.id AND c.buyer_id = ${buyer}
       WHERE l.id = ?1`,
    ).bind(listingId, senderId, recipientId, at, message.id ?? null, message.body, message.readAt ? message.readAt.getTime() : null, message.flags ?? null),
  ];
}

/** Stores messages (with their conversations) in one batch; returns each one's conversation id. */
export async function storeMessages(...list: StoredMessage[]): Promise<number[]> {
  await env.DB.batch(list.flatMap(messageStatements));
  const ids: number[] = [];
  for (const message of list) {
    const row = await env.DB.prepare(
      `SELECT c.id FROM conversations AS c INNER JOIN listings AS l ON l.id = c.listing_id
       WHERE c.listing_id = ?1 AND c.buyer_id = CASE WHEN l.user_ref = ?2 THEN ?3 ELSE ?2 END`,
    )
      .bind(message.listingId, message.senderId, message.recipientId)
      .first<{ id: number }>();
    ids.push(Number(row?.id));
  }
  return ids;
}
