/**
 * The shapes conversations travel in, shared by the service, the API, the pages and
 * the live rooms. Times are ISO strings; the pages show them in EAT.
 */

/** The scam guard's signals (app/domain/scam-guard.ts); a message carries those its text gave. */
export const SCAM_SIGNALS = ["payment-first", "mpesa-number", "off-platform", "otp-pin"] as const;
export type ScamSignal = (typeof SCAM_SIGNALS)[number];
/** Why the scam guard holds a listing for an admin before it shows (listingScamSignals, docs/decisions/116). */
export const LISTING_SCAM_SIGNALS = ["payment-first", "reserve-by-mpesa", "owner-abroad", "job-fee"] as const;
export type ListingScamSignal = (typeof LISTING_SCAM_SIGNALS)[number];

/** One message as both members (and their rooms) see it. */
export interface ChatMessage {
  id: number;
  conversationId: number;
  senderId: string;
  text: string;
  /** `/uploads/chat/...` addresses, served to the two members only; at most 3. */
  imageUrls: string[];
  createdAt: string;
  /** When the recipient read it: the sender's "Seen". */
  readAt: string | null;
  /** The scam guard's signals; the recipient sees a warning when any are here, the sender never does. */
  flags: ScamSignal[];
}

/** The listing a conversation is about, as its inbox row and its thread show it. */
export interface ChatListing {
  id: string;
  name: string;
  /** What the buyer pays (the discounted price when there is one), in KSh. */
  price: number;
  type: "sale" | "rent";
  /** The first image's address (cards ask for `?w=480`), or null. */
  imageUrl: string | null;
  /** Still shown to the public (not removed, banned or unavailable). */
  visible: boolean;
}

/** The other member of a conversation. */
export interface ChatPerson {
  id: string;
  name: string;
  avatar: string | null;
  /** Their storefront (app/domain/seller-path.ts), for the seller; null for a buyer. */
  storefrontPath: string | null;
}

/** One row of the inbox (GET /api/conversations, /messages). */
export interface InboxEntry {
  id: number;
  listing: ChatListing;
  other: ChatPerson;
  /** The viewer's side of it. */
  role: "buyer" | "seller";
  lastMessage: { text: string; photos: number; mine: boolean; createdAt: string; flagged: boolean };
  unread: number;
}

/** A page of the inbox, newest conversation first; `next` is the cursor of the page after, or null. */
export interface InboxPage {
  conversations: InboxEntry[];
  next: string | null;
  /** Every unread message of the viewer, in all conversations (the header's badge). */
  unread: number;
}

/** Whether messages may pass: "by-me" when the viewer blocked the other, "by-other" the reverse. */
export type BlockState = "none" | "by-me" | "by-other";

/** A thread (GET /api/conversations/:id/messages, /messages/:id). */
export interface ConversationView {
  id: number;
  listing: ChatListing;
  other: ChatPerson;
  role: "buyer" | "seller";
  block: BlockState;
  /** Oldest first; the newest page unless `before=` asked for older. */
  messages: ChatMessage[];
  /** `before=` for the page of older messages, or null when these are the first. */
  olderCursor: number | null;
}

/** What a conversation's room (/parties/conversation/{id}) sends to its members' sockets. */
export type ConversationEvent =
  | { type: "message"; data: ChatMessage }
  | { type: "read"; data: { readerId: string; upTo: number; readAt: string } }
  | { type: "typing"; data: { userId: string } }
  | { type: "block"; data: { block: "none" | "blocked"; by: string } }
  | { type: "gone" };

/** What a person's inbox room (/parties/inbox/{userId}) sends: the badge's count, and what moved. */
export interface InboxEvent {
  type: "inbox";
  data: { unread: number; conversationId: number | null };
}

/**
 * What changed in a thread after the last message a member's page shows (docs/decisions/127): the
 * messages after it, what the page needs around them (the day of its last message, for the day
 * separator; the member's own last message, which may now say "Seen"), and the block between the
 * two.
 */
export interface ThreadAfter {
  /** The messages after the page's last, oldest first; null when more came than a page holds. */
  messages: ChatMessage[] | null;
  /** The page's last message (the newest at or before `after`). */
  shownLast: ChatMessage | null;
  /** The member's own newest message at or before `after`. */
  shownMine: ChatMessage | null;
  block: BlockState;
  otherName: string;
}
