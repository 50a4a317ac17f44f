import { scamSignals } from "../../app/domain/scam-guard";
import { DEMO_SCAMMER } from "./demo-accounts";
import type { Rng } from "./listing-drafts";

/**
 * Conversations and reviews for the demo marketplace, so that a storefront on a fresh
 * clone shows how quickly its seller answers and what buyers say. Demo accounts write to each
 * other about demo listings over the last 90 days: the buyer asks, the seller answers after a delay
 * typical of them (some never answer), they settle a viewing; a buyer who got an answer often
 * reviews the seller some days later (mostly 4 and 5 stars, a few honest complaints), and sellers
 * answer some reviews. Reviews exist only where both sides wrote, as the product requires.
 *
 * The messages live in conversations (one per listing and buyer), and the newest
 * are still unread: buyers wrote to the first sellers within the last hour or two, one seller
 * answered a question of another, and a buyer turned scammer (DEMO_SCAMMER) asks two sellers for
 * an M-Pesa code and a "transport deposit", which the scam guard flags.
 *
 * `planDemoReviews` is pure (tested in demo-reviews.test.ts); `insertDemoReviews` writes its rows
 * in a few batched statements.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Conversations start within the window the storefront's response figures look at. */
const WINDOW_DAYS = 88;

export interface DemoPerson {
  id: string;
  role: string;
  username: string;
}

export interface DemoListing {
  id: number;
  userRef: string;
  name: string;
  location: string;
  regularPrice: number;
  createdAt: number;
}

export interface PlannedMessage {
  listingId: number;
  senderId: string;
  recipientId: string;
  body: string;
  createdAt: number;
  readAt: number | null;
}

/** A conversation of the plan: one per listing and buyer, with the seller of that listing. */
export interface PlannedConversation {
  id: number;
  listingId: number;
  buyerId: string;
  sellerId: string;
  createdAt: number;
  lastMessageAt: number;
}

export interface PlannedReview {
  sellerId: string;
  authorId: string;
  listingId: number;
  listingName: string;
  rating: number;
  comment: string;
  reply: string | null;
  repliedAt: number | null;
  createdAt: number;
  /** A report the seller made against the review (for the admin's Reported reviews). */
  report: string | null;
}

export interface DemoReviewPlan {
  conversations: PlannedConversation[];
  /** Oldest first within each conversation; each belongs to the conversation of its listing and buyer. */
  messages: PlannedMessage[];
  reviews: PlannedReview[];
}

/**
 * How each seller answers, by position among the selling accounts: their typical first reply in
 * minutes, how often a buyer hears nothing, and how buyers tend to rate them. Varied on purpose,
 * so storefronts differ for good reasons.
 */
const TEMPERAMENTS = [
  { replyMinutes: 25, silence: 0.1, mood: 0.9 },
  { replyMinutes: 12, silence: 0.05, mood: 0.95 },
  { replyMinutes: 240, silence: 0.3, mood: 0.55 },
  { replyMinutes: 45, silence: 0.15, mood: 0.85 },
  { replyMinutes: 90, silence: 0.2, mood: 0.7 },
  { replyMinutes: 30, silence: 0.1, mood: 0.9 },
  { replyMinutes: 420, silence: 0.35, mood: 0.6 },
  { replyMinutes: 60, silence: 0.15, mood: 0.8 },
  { replyMinutes: 20, silence: 0.1, mood: 0.9 },
];

const CONVERSATIONS_PER_SELLER = 7;
/** Every seller gets at least this many reviews (the storefront shows several). */
const MIN_REVIEWS = 3;

const kes = (amount: number) => `KSh ${amount.toLocaleString("en-KE")}`;

/** A lower price a seller might settle on: 5 to 10 % off, rounded as people round. */
function lastPrice(price: number, rng: Rng): number {
  const off = price * (0.9 + rng() * 0.05);
  const step = price >= 1_000_000 ? 10_000 : price >= 100_000 ? 1000 : price >= 10_000 ? 500 : 50;
  return Math.max(step, Math.round(off / step) * step);
}

type Words = (listing: DemoListing, rng: Rng) => string;

const OPENERS: Words[] = [
  (l) => `Hi, is the ${l.name} still available? I'm around ${l.location} this week.`,
  (l) => `Hello, what's your last price for the ${l.name}?`,
  (l) => `Habari, can I come and see the ${l.name} on Saturday morning?`,
  (l) => `Hi, is the price negotiable? I can pay cash on viewing. It's for the ${l.name}.`,
  () => "Hello, does it come with a receipt? And where exactly are you located?",
  (l) => `Good evening. Is the ${l.name} still there? Do you deliver?`,
  () => "Hi, I saw your ad on Sokoni. Is it in good condition? Any faults I should know about?",
];

const ANSWERS: Words[] = [
  (l) => `Hi, yes it's still available. You can view it in ${l.location}, any day from 9am.`,
  (l, rng) => `Yes, available. Last price ${kes(lastPrice(l.regularPrice, rng))}, it's already a fair price.`,
  () => "Saturday works. Call me when you're near and I'll send you a pin.",
  (l, rng) => `We can talk on price when you see it. I can do ${kes(lastPrice(l.regularPrice, rng))} if you come this week.`,
  (l) => `Yes, it comes with a receipt. We deliver within ${l.location} at a small fee.`,
  (l) => `Still here. Delivery is possible within ${l.location}; outside we use a courier and you pay on delivery.`,
  () => "It's in very good condition, no faults. You're welcome to check everything before paying.",
];

const FOLLOW_UPS = [
  "Sawa, I'll come tomorrow around 11.",
  "Thanks, let me confirm by evening.",
  "Okay, can you hold it for me until Friday?",
  "Great, I'll bring cash. See you.",
  "Alright, sending my sister to pick it up.",
];

const CLOSINGS = ["Karibu, see you then.", "No problem, I'll hold it until Friday.", "Sawa, welcome.", "Okay, asante. Call when you arrive."];

const PRAISE: Words[] = [
  (l) => `Genuine seller. The ${l.name} was exactly as in the photos and every question got a quick answer.`,
  (l) => `Met at the shop in ${l.location}, everything as described. Smooth deal, I would buy again.`,
  () => "Friendly and honest. The price was fair and we were done in twenty minutes.",
  () => "Fast replies and no pressure to pay before viewing. Asante sana!",
  () => "Good communication and a clean item. Delivery came the same day as promised.",
];

const GOOD: Words[] = [
  () => "Good seller overall. The item was fine, only a little dusty, and the price was fair after some bargaining.",
  (l) => `Replied quickly and the ${l.name} works well. Viewing was a bit late but they called to explain.`,
  () => "Honest about a small scratch before I came, which I appreciated. Would recommend.",
];

const COMPLAINTS: [number, Words][] = [
  [3, () => "The item is okay but it took two days to get a reply and the viewing was moved twice."],
  [2, (l) => `The ${l.name} had scratches that were not in the photos. The seller gave a small discount, but only after a lot of back and forth.`],
  [2, (l) => `Told me it was available, but when I reached ${l.location} it had been sold the day before. Wasted my fare.`],
  [3, () => "Fair price, but the delivery came a day late and nobody called to say so."],
];

const THANKS = ["Asante sana for buying from us, karibu tena!", "Thank you for the kind words. Enjoy it!", "Thank you! Tell a friend about us."];
const APOLOGIES = [
  "Sorry about the delay. We now have a second person answering messages.",
  "Apologies for the trip. We now mark items unavailable as soon as they sell.",
  "We are sorry about this. Please call us and we will make it right.",
];

const REPORT_OF_COMPLAINT = "This buyer never came for the viewing; the review is not about our sale.";

function pickFrom<T>(rng: Rng, list: readonly T[]): T {
  return list[Math.floor(rng() * list.length)] as T;
}

/** A delay around `typical` minutes: most near it, a few much longer (people sleep, work, travel). */
function delay(rng: Rng, typicalMinutes: number): number {
  const spread = Math.exp((rng() + rng() + rng() - 1.5) * 1.6);
  return Math.max(2 * MINUTE, Math.min(30 * HOUR, Math.round(typicalMinutes * spread * MINUTE)));
}

/** The buyer's words: opener, then the seller's answer if they answered, and the rest of the exchange. */
function conversationMessages(
  listing: DemoListing,
  buyer: DemoPerson,
  start: number,
  answered: boolean,
  typicalMinutes: number,
  rng: Rng,
  now: number,
): PlannedMessage[] {
  const seller = listing.userRef;
  const read = (at: number) => (at + 3 * HOUR < now ? at + Math.round(rng() * 3 * HOUR) : null);
  const opener = pickFrom(rng, OPENERS)(listing, rng);
  const messages: PlannedMessage[] = [{ listingId: listing.id, senderId: buyer.id, recipientId: seller, body: opener, createdAt: start, readAt: null }];
  if (!answered) return messages;
  const answerAt = start + delay(rng, typicalMinutes);
  if (answerAt >= now) return messages;
  messages.push({
    listingId: listing.id,
    senderId: seller,
    recipientId: buyer.id,
    body: pickFrom(rng, ANSWERS)(listing, rng),
    createdAt: answerAt,
    readAt: null,
  });
  const followAt = answerAt + delay(rng, 40);
  if (rng() < 0.7 && followAt < now) {
    messages.push({ listingId: listing.id, senderId: buyer.id, recipientId: seller, body: pickFrom(rng, FOLLOW_UPS), createdAt: followAt, readAt: null });
    const closeAt = followAt + delay(rng, typicalMinutes / 2);
    if (rng() < 0.6 && closeAt < now) {
      messages.push({ listingId: listing.id, senderId: seller, recipientId: buyer.id, body: pickFrom(rng, CLOSINGS), createdAt: closeAt, readAt: null });
    }
  }
  // Each message was read when the other person next wrote, or a little after it came.
  for (const [index, message] of messages.entries()) {
    const next = messages[index + 1];
    message.readAt = next ? next.createdAt : read(message.createdAt);
  }
  return messages;
}

/** Stars and words for a review, leaning on the seller's mood (how buyers tend to find them). */
function reviewWords(listing: DemoListing, mood: number, forceHonest: boolean, rng: Rng): { rating: number; comment: string } {
  const roll = rng();
  if (forceHonest || roll > mood + 0.05) {
    const [rating, words] = pickFrom(rng, COMPLAINTS);
    return { rating, comment: words(listing, rng) };
  }
  if (roll > mood * 0.6) return { rating: 4, comment: pickFrom(rng, GOOD)(listing, rng) };
  return { rating: 5, comment: pickFrom(rng, PRAISE)(listing, rng) };
}

/**
 * The conversations and reviews: for each selling account, a handful of buyers (other demo
 * accounts, never the admin) each write about one of its listings. Every review rests on a
 * conversation where both wrote; one buyer reviews a listing at most once.
 */
export function planDemoReviews(people: readonly DemoPerson[], listings: readonly DemoListing[], rng: Rng, now: number): DemoReviewPlan {
  const messages: PlannedMessage[] = [];
  const reviews: PlannedReview[] = [];
  const buyers = people.filter((person) => person.role !== "admin" && person.username !== DEMO_SCAMMER);
  const sellers = buyers.filter((person) => listings.some((listing) => listing.userRef === person.id));
  const taken = new Set<string>();
  let reportMade = false;
  for (const [position, seller] of sellers.entries()) {
    const temperament = TEMPERAMENTS[position % TEMPERAMENTS.length] ?? { replyMinutes: 60, silence: 0.2, mood: 0.8 };
    const own = listings.filter((listing) => listing.userRef === seller.id && listing.createdAt < now - 2 * DAY);
    if (own.length === 0) continue;
    const others = buyers.filter((buyer) => buyer.id !== seller.id);
    let reviewed = 0;
    let honestGiven = false;
    for (let index = 0; index < CONVERSATIONS_PER_SELLER; index += 1) {
      const listing = pickFrom(rng, own);
      const buyer = others[(position + index * 3) % others.length];
      if (!buyer || taken.has(`${buyer.id}:${listing.id}`)) continue;
      taken.add(`${buyer.id}:${listing.id}`);
      const earliest = Math.max(listing.createdAt + HOUR, now - WINDOW_DAYS * DAY);
      // Older conversations first, so the last ones are the recent, maybe unanswered, ones.
      const slot = (index + rng() * 0.8) / CONVERSATIONS_PER_SELLER;
      const start = Math.round(earliest + slot * (now - 6 * HOUR - earliest));
      // The first three are always answered: every storefront has its response figures.
      const answered = index < 3 || rng() >= temperament.silence;
      const thread = conversationMessages(listing, buyer, start, answered, temperament.replyMinutes, rng, now);
      messages.push(...thread);
      const twoWay = thread.some((message) => message.senderId === seller.id);
      if (!twoWay) continue;
      const wantsReview = reviewed < MIN_REVIEWS || rng() < 0.5;
      const last = thread[thread.length - 1]?.createdAt ?? start;
      const reviewAt = last + DAY + Math.round(rng() * 5 * DAY);
      if (!wantsReview || reviewAt >= now - HOUR) continue;
      // Slower sellers get one honest complaint, so not every storefront is perfect.
      const forceHonest = !honestGiven && temperament.mood < 0.75 && reviewed === 1;
      const { rating, comment } = reviewWords(listing, temperament.mood, forceHonest, rng);
      if (rating <= 3) honestGiven = true;
      const answersIt = rating <= 3 ? rng() < 0.75 : rng() < 0.35;
      const repliedAt = reviewAt + delay(rng, temperament.replyMinutes * 3);
      const reply = answersIt && repliedAt < now ? pickFrom(rng, rating <= 3 ? APOLOGIES : THANKS) : null;
      const report = !reportMade && rating === 2 ? REPORT_OF_COMPLAINT : null;
      if (report) reportMade = true;
      reviews.push({
        sellerId: seller.id,
        authorId: buyer.id,
        listingId: listing.id,
        listingName: listing.name,
        rating,
        comment,
        reply,
        repliedAt: reply ? repliedAt : null,
        createdAt: reviewAt,
        report,
      });
      reviewed += 1;
    }
  }
  const scammer = people.find((person) => person.username === DEMO_SCAMMER);
  messages.push(...recentMessages(sellers, scammer, listings, taken, rng, now));
  return { conversations: conversationsOf(messages, listings), messages, reviews };
}

/** What the buyer turned scammer writes after the opener: an OTP request and a "transport deposit". */
const SCAM_LINES = [
  "I will pay the full amount by M-Pesa now. You will get an SMS with a code, send me that code so that I confirm the payment.",
  "Sawa. My driver will collect it, but first send the deposit of KSh 1,500 to till 123456 for transport. I refund it on pickup.",
];

const FRESH_QUESTIONS = ["Hi, is this still available? I can come this evening.", "What is your last price?", "Where can I view it?", "Can you deliver?"];

/**
 * The newest messages, still unread when the seed runs: the first three sellers each have a
 * buyer's question from the last two hours, the first seller asked the second about a listing and
 * has the answer waiting, and the scammer has written to the first two sellers.
 */
function recentMessages(
  sellers: readonly DemoPerson[],
  scammer: DemoPerson | undefined,
  listings: readonly DemoListing[],
  taken: Set<string>,
  rng: Rng,
  now: number,
): PlannedMessage[] {
  const out: PlannedMessage[] = [];
  const fresh = (buyer: DemoPerson, seller: DemoPerson): DemoListing | undefined => {
    const listing = listings.find((entry) => entry.userRef === seller.id && entry.createdAt < now - DAY && !taken.has(`${buyer.id}:${entry.id}`));
    if (listing) taken.add(`${buyer.id}:${listing.id}`);
    return listing;
  };
  const message = (listing: DemoListing, from: string, to: string, body: string, minutesAgo: number, read: boolean): PlannedMessage => {
    const createdAt = now - minutesAgo * MINUTE;
    return { listingId: listing.id, senderId: from, recipientId: to, body, createdAt, readAt: read ? createdAt + 5 * MINUTE : null };
  };
  for (const [position, seller] of sellers.slice(0, 3).entries()) {
    const buyer = sellers[(position + 4) % sellers.length];
    const listing = buyer && buyer.id !== seller.id ? fresh(buyer, seller) : undefined;
    if (!buyer || !listing) continue;
    const minutes = 20 + Math.round(rng() * 90);
    out.push(message(listing, buyer.id, seller.id, pickFrom(rng, FRESH_QUESTIONS), minutes, false));
    if (position === 0) out.push(message(listing, buyer.id, seller.id, "I'm in town today if that works for you.", minutes - 8, false));
  }
  const [first, second] = sellers;
  const asked = first && second ? fresh(first, second) : undefined;
  if (first && second && asked) {
    out.push(message(asked, first.id, second.id, `Hello, is the ${asked.name} still available?`, 180, true));
    out.push(message(asked, second.id, first.id, `Yes, it is. You can view it in ${asked.location} tomorrow from 10am.`, 35, false));
  }
  if (scammer) {
    for (const [index, seller] of [first, second].entries()) {
      const listing = seller ? fresh(scammer, seller) : undefined;
      if (!seller || !listing) continue;
      out.push(message(listing, scammer.id, seller.id, `Hi, I want the ${listing.name} today. I pay full price, no bargaining.`, 70 - index * 10, true));
      out.push(message(listing, seller.id, scammer.id, "Hello, yes it's available. When can you come to see it?", 60 - index * 10, true));
      out.push(message(listing, scammer.id, seller.id, SCAM_LINES[index] ?? "", 45 - index * 10, false));
    }
  }
  return out;
}

/** One conversation per listing and buyer (the buyer is whichever of the two is not the seller), numbered in order. */
function conversationsOf(messages: readonly PlannedMessage[], listings: readonly DemoListing[]): PlannedConversation[] {
  const sellerOf = new Map(listings.map((listing) => [listing.id, listing.userRef]));
  const byKey = new Map<string, PlannedConversation>();
  for (const message of messages) {
    const sellerId = sellerOf.get(message.listingId) ?? message.recipientId;
    const buyerId = message.senderId === sellerId ? message.recipientId : message.senderId;
    const key = `${message.listingId}:${buyerId}`;
    const known = byKey.get(key);
    if (known) {
      known.createdAt = Math.min(known.createdAt, message.createdAt);
      known.lastMessageAt = Math.max(known.lastMessageAt, message.createdAt);
    } else {
      byKey.set(key, { id: byKey.size + 1, listingId: message.listingId, buyerId, sellerId, createdAt: message.createdAt, lastMessageAt: message.createdAt });
    }
  }
  return [...byKey.values()];
}

/** The conversation a planned message belongs to. */
export function conversationOf(plan: Pick<DemoReviewPlan, "conversations">, message: PlannedMessage): PlannedConversation | undefined {
  return plan.conversations.find(
    (conversation) =>
      conversation.listingId === message.listingId &&
      ((conversation.buyerId === message.senderId && conversation.sellerId === message.recipientId) ||
        (conversation.buyerId === message.recipientId && conversation.sellerId === message.senderId)),
  );
}

/** Rows go in multi-row INSERTs of at most this many values (D1 binds at most 100 a statement). */
const VALUES_PER_STATEMENT = 96;

/** Multi-row INSERTs of `columns`, as many rows a statement as the binding limit allows. */
function insertRows(env: Env, table: string, columns: string[], rows: unknown[][]): D1PreparedStatement[] {
  const perStatement = Math.floor(VALUES_PER_STATEMENT / columns.length);
  const row = `(${columns.map(() => "?").join(", ")})`;
  const statements: D1PreparedStatement[] = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    statements.push(env.DB.prepare(`INSERT INTO ${table} (${columns.join(", ")}) VALUES ${chunk.map(() => row).join(", ")}`).bind(...chunk.flat()));
  }
  return statements;
}

export async function insertDemoReviews(env: Env, people: readonly DemoPerson[], rng: Rng): Promise<void> {
  type Row = { id: number; user_ref: string; name: string; location: string; regular_price: number; created_at: number };
  // A few listings a seller is enough to talk about, even in a benchmark's millions: each seller's
  // first 40 on show, read from the seller's index (a window over every listing sorted them all).
  const bySeller = await env.DB.batch<Row>(
    people.map((person) =>
      env.DB.prepare(
        "SELECT id, user_ref, name, location, regular_price, created_at FROM listings WHERE user_ref = ? AND is_hidden = 0 ORDER BY id LIMIT 40",
      ).bind(person.id),
    ),
  );
  const results = bySeller.flatMap((answer) => answer.results).sort((a, b) => a.id - b.id);
  const listings: DemoListing[] = results.map((row) => ({
    id: row.id,
    userRef: row.user_ref,
    name: row.name,
    location: row.location,
    regularPrice: row.regular_price,
    createdAt: Number(row.created_at),
  }));
  const now = Date.now();
  const plan = planDemoReviews(people, listings, rng, now);
  const statements: D1PreparedStatement[] = [
    ...insertRows(
      env,
      "conversations",
      ["id", "listing_id", "buyer_id", "seller_id", "last_message_at", "created_at"],
      plan.conversations.map((c) => [c.id, c.listingId, c.buyerId, c.sellerId, c.lastMessageAt, c.createdAt]),
    ),
    ...insertRows(
      env,
      "messages",
      ["conversation_id", "listing_id", "sender_id", "recipient_id", "body", "flags", "created_at", "read_at"],
      plan.messages.map((m) => {
        const signals = scamSignals(m.body);
        return [
          conversationOf(plan, m)?.id,
          m.listingId,
          m.senderId,
          m.recipientId,
          m.body,
          signals.length > 0 ? signals.join(",") : null,
          m.createdAt,
          m.readAt,
        ];
      }),
    ),
  ];
  for (const review of plan.reviews) {
    statements.push(
      env.DB.prepare(
        `INSERT INTO reviews (seller_id, author_id, listing_id, listing_name, rating, comment, reply, replied_at, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).bind(
        review.sellerId,
        review.authorId,
        review.listingId,
        review.listingName,
        review.rating,
        review.comment,
        review.reply,
        review.repliedAt,
        review.createdAt,
        review.createdAt,
      ),
    );
    if (review.report) {
      statements.push(
        env.DB.prepare(
          "INSERT INTO review_reports (review_id, reporter_id, reason, created_at) SELECT id, seller_id, ?, ? FROM reviews WHERE author_id = ? AND listing_id = ?",
        ).bind(review.report, Math.min(review.createdAt + 6 * HOUR, now - MINUTE), review.authorId, review.listingId),
      );
    }
  }
  if (statements.length > 0) await env.DB.batch(statements);
}
