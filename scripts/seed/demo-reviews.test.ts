import { describe, expect, it } from "vitest";
import { COMMENT_MAX, COMMENT_MIN, RATING_MAX, RATING_MIN, REPLY_MAX } from "../../app/domain/reviews";
import { scamSignals } from "../../app/domain/scam-guard";
import { DEMO_SCAMMER, DEMO_USERS } from "./demo-accounts";
import { conversationOf, type DemoListing, planDemoReviews } from "./demo-reviews";
import { createRng } from "./listing-drafts";

const NOW = Date.parse("2026-11-23T09:00:00Z");
const DAY = 86_400_000;

const people = DEMO_USERS.map((user, index) => ({ id: `user-${index}`, role: user.role, username: user.username }));
const sellers = people.filter((_person, index) => (DEMO_USERS[index]?.listingWeight ?? 0) > 0);
const listings: DemoListing[] = sellers.flatMap((seller, position) =>
  Array.from({ length: 6 }, (_, index) => ({
    id: position * 100 + index + 1,
    userRef: seller.id,
    name: `Listing ${index + 1} of ${seller.username}`,
    location: "Nakuru",
    regularPrice: 25_000 * (index + 1),
    createdAt: NOW - (120 - index * 15) * DAY,
  })),
);
const plan = planDemoReviews(people, listings, createRng(2025), NOW);

describe("demo conversations and reviews", () => {
  it("every review rests on a conversation where both wrote about that listing, and nobody reviews twice or themselves", () => {
    const keys = new Set<string>();
    for (const review of plan.reviews) {
      expect(review.authorId).not.toBe(review.sellerId);
      const about = plan.messages.filter((message) => message.listingId === review.listingId);
      expect(about.some((message) => message.senderId === review.authorId && message.recipientId === review.sellerId)).toBe(true);
      expect(about.some((message) => message.senderId === review.sellerId && message.recipientId === review.authorId)).toBe(true);
      const lastMessage = Math.max(...about.filter((m) => m.senderId === review.authorId || m.recipientId === review.authorId).map((m) => m.createdAt));
      expect(review.createdAt).toBeGreaterThan(lastMessage);
      const key = `${review.authorId}:${review.listingId}`;
      expect(keys.has(key)).toBe(false);
      keys.add(key);
    }
  });

  it("each selling account has at least 3 answered conversations in 90 days and several reviews", () => {
    for (const seller of sellers) {
      const opened = plan.messages.filter((message) => message.recipientId === seller.id && message.createdAt > NOW - 90 * DAY);
      const threads = new Set(opened.map((message) => `${message.senderId}:${message.listingId}`));
      const answered = [...threads].filter((thread) => {
        const [buyer, listing] = thread.split(":");
        return plan.messages.some((message) => message.senderId === seller.id && message.recipientId === buyer && String(message.listingId) === listing);
      });
      expect(answered.length, seller.username).toBeGreaterThanOrEqual(3);
      expect(plan.reviews.filter((review) => review.sellerId === seller.id).length, seller.username).toBeGreaterThanOrEqual(3);
    }
    // Some buyers never hear back.
    const unanswered = plan.messages.filter(
      (message) =>
        !plan.messages.some(
          (other) => other.listingId === message.listingId && other.senderId === message.recipientId && other.recipientId === message.senderId,
        ),
    );
    expect(unanswered.length).toBeGreaterThan(0);
  });

  it("reviews follow the product's rules: mostly 4 and 5 stars, a few honest complaints, some answered; one is reported", () => {
    for (const review of plan.reviews) {
      expect(review.rating).toBeGreaterThanOrEqual(RATING_MIN);
      expect(review.rating).toBeLessThanOrEqual(RATING_MAX);
      expect(review.comment.length).toBeGreaterThanOrEqual(COMMENT_MIN);
      expect(review.comment.length).toBeLessThanOrEqual(COMMENT_MAX);
      if (review.reply) expect(review.reply.length).toBeLessThanOrEqual(REPLY_MAX);
      expect(review.createdAt).toBeLessThan(NOW);
      if (review.repliedAt) expect(review.repliedAt).toBeGreaterThan(review.createdAt);
    }
    const high = plan.reviews.filter((review) => review.rating >= 4).length;
    const low = plan.reviews.filter((review) => review.rating <= 3).length;
    expect(high / plan.reviews.length).toBeGreaterThan(0.7);
    expect(low).toBeGreaterThanOrEqual(2);
    expect(plan.reviews.filter((review) => review.reply).length).toBeGreaterThanOrEqual(3);
    expect(plan.reviews.filter((review) => review.report).length).toBe(1);
  });

  it("messages lie in the last 90 days, after their listing was posted, with replies after what they answer", () => {
    for (const message of plan.messages) {
      expect(message.createdAt).toBeLessThan(NOW);
      expect(message.createdAt).toBeGreaterThan(NOW - 90 * DAY);
      const listing = listings.find((entry) => entry.id === message.listingId);
      expect(message.createdAt).toBeGreaterThan(listing?.createdAt ?? 0);
      if (message.readAt !== null) expect(message.readAt).toBeGreaterThanOrEqual(message.createdAt);
    }
  });

  it("every message belongs to exactly one conversation of its listing and buyer, whose times it spans", () => {
    const keys = new Set(plan.conversations.map((conversation) => `${conversation.listingId}:${conversation.buyerId}`));
    expect(keys.size).toBe(plan.conversations.length);
    expect(new Set(plan.conversations.map((conversation) => conversation.id)).size).toBe(plan.conversations.length);
    for (const message of plan.messages) {
      const conversation = conversationOf(plan, message);
      expect(conversation, message.body).toBeDefined();
      const listing = listings.find((entry) => entry.id === message.listingId);
      expect(conversation?.sellerId).toBe(listing?.userRef);
      expect(conversation?.buyerId).not.toBe(conversation?.sellerId);
      expect(message.createdAt).toBeGreaterThanOrEqual(conversation?.createdAt ?? Number.POSITIVE_INFINITY);
      expect(message.createdAt).toBeLessThanOrEqual(conversation?.lastMessageAt ?? 0);
    }
    for (const conversation of plan.conversations) {
      const last = Math.max(...plan.messages.filter((message) => conversationOf(plan, message) === conversation).map((message) => message.createdAt));
      expect(conversation.lastMessageAt).toBe(last);
    }
  });

  it("the first demo sellers have unread messages waiting, as buyer and as seller", () => {
    const [first, second, third] = sellers;
    for (const seller of [first, second, third]) {
      const unread = plan.messages.filter(
        (message) => message.recipientId === seller?.id && message.readAt === null && message.createdAt > NOW - 3 * 3_600_000,
      );
      expect(unread.length, seller?.username).toBeGreaterThan(0);
    }
    // The first seller also waits, as a buyer, for the answer the second one just gave.
    expect(
      plan.messages.some(
        (message) =>
          message.senderId === second?.id &&
          message.recipientId === first?.id &&
          message.readAt === null &&
          conversationOf(plan, message)?.buyerId === first?.id,
      ),
    ).toBe(true);
  });

  it("the buyer turned scammer writes messages the scam guard flags, and nobody else does", () => {
    const scammer = people.find((person) => person.username === DEMO_SCAMMER);
    const flagged = plan.messages.filter((message) => scamSignals(message.body).length > 0);
    expect(flagged.length).toBeGreaterThanOrEqual(2);
    for (const message of flagged) expect(message.senderId).toBe(scammer?.id);
    expect(plan.reviews.some((review) => review.authorId === scammer?.id)).toBe(false);
  });
});
