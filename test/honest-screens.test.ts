import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { conversations, messages, reviews, session } from "../worker/db/schema";
import { call, createListing, createSeller, db, newUser } from "./fixtures";

/*
 * Screens say what is true for the reader in front of them: a notice about an ending sign-in only
 * when it ends soon, and a badge that says what it means.
 */

describe("the create page's sign-in notice", () => {
  const NOTICE = "Your sign-in ends within 30 minutes";

  it("is not shown to a seller signed in for hours whose session goes on", async () => {
    const seller = await newUser("longsession");
    await db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 3 * 3_600_000) })
      .where(eq(session.userId, seller.id));
    const html = await (await seller.as("/create-listing")).text();
    expect(html).toContain("<h1>");
    expect(html).not.toContain(NOTICE);
    expect(html).not.toContain("may have expired");
  });

  it("is not shown when the visit itself renews a session near its end (sessions slide as they are used)", async () => {
    const seller = await newUser("endingsession");
    await db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 10 * 60_000) })
      .where(eq(session.userId, seller.id));
    const html = await (await seller.as("/create-listing")).text();
    expect(html).not.toContain(NOTICE);
    const renewed = await db.select({ expiresAt: session.expiresAt }).from(session).where(eq(session.userId, seller.id)).get();
    expect((renewed?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(24 * 3_600_000);
  });
});

describe("an unavailable listing", () => {
  it("says on its page what Unavailable means, in both languages", async () => {
    const seller = await createSeller();
    const listing = await createListing(seller.id, { isAvailable: false });
    const english = await (await call(`/listing/${listing.id}`)).text();
    expect(english).toContain(">Unavailable<");
    expect(english).toContain("cannot be bought at the moment");
    const kiswahili = await (await call(`/listing/${listing.id}`, { headers: { "accept-language": "sw" } })).text();
    expect(kiswahili).toContain("haliwezi kununuliwa kwa sasa");
  });

  it("says on its card in the results what Unavailable means, in both languages", async () => {
    const seller = await createSeller();
    await createListing(seller.id, { name: "Mazda Demio 2012 paused", isAvailable: false });
    const english = await (await call("/search?category=Vehicles")).text();
    expect(english).toContain("Mazda Demio 2012 paused");
    expect(english).toMatch(
      /class="badge unavailable">Unavailable<span class="badge-gloss"> · <!-- -->paused by the seller|class="badge unavailable">Unavailable<span class="badge-gloss"> · paused by the seller/,
    );
    const kiswahili = await (await call("/search?category=Vehicles", { headers: { "accept-language": "sw" } })).text();
    expect(kiswahili).toContain("imesitishwa na muuzaji");
  });
});

describe("names people read", () => {
  it("head a storefront and sign its reviews with display names, not handles", async () => {
    const seller = await createSeller({ name: "wanjiku_kamau", username: "wanjiku_kamau", displayUsername: "wanjiku_kamau" });
    const reviewer = await createSeller({ name: "Baraka Otieno", username: "baraka_ux", displayUsername: "baraka_ux" });
    const listing = await createListing(seller.id);
    await db.insert(reviews).values({
      sellerId: seller.id,
      authorId: reviewer.id,
      listingId: listing.id,
      listingName: listing.name,
      rating: 5,
      comment: "Honest seller, phone as described.",
    });
    const html = await (await call(`/seller/${seller.id}`)).text();
    expect(html).toContain("<h1>Wanjiku Kamau</h1>");
    expect(html).toContain('<strong class="review-author">Baraka Otieno</strong>');
    expect(html).not.toContain(">baraka_ux<");
  });

  it("name the other member of a conversation in the inbox and the conversation's head", async () => {
    const buyer = await newUser("wairimu_njeri");
    const seller = await createSeller({ name: "otieno_ouma", username: "otieno_ouma", displayUsername: "otieno_ouma" });
    const listing = await createListing(seller.id);
    const now = new Date();
    const [conversation] = await db
      .insert(conversations)
      .values({ listingId: listing.id, buyerId: buyer.id, sellerId: seller.id, lastMessageAt: now })
      .returning();
    if (!conversation) throw new Error("no conversation");
    await db
      .insert(messages)
      .values({ conversationId: conversation.id, listingId: listing.id, senderId: buyer.id, recipientId: seller.id, body: "Is it still available?" });
    const inbox = await (await buyer.as("/messages")).text();
    expect(inbox).toContain("Otieno Ouma");
    expect(inbox).not.toContain(">otieno_ouma<");
    const head = await (await buyer.as(`/messages/${conversation.id}`)).text();
    expect(head).toContain("Otieno Ouma");
  });
});
