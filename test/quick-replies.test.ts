import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CONVERSATION_MESSAGES } from "../app/domain/conversation-texts";
import { conversations } from "../worker/db/schema";
import { createListing, createSeller, db, newUser } from "./fixtures";

/*
 * Without scripts a quick reply is a submit button of the Message seller form. Pressed on an
 * empty box it sends itself; pressed after typing, it never sends in place of the typed words:
 * the form comes back with both, to be read and sent.
 */

function messageForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  form.set("intent", "message");
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

describe("a quick reply without scripts", () => {
  it("sends itself when nothing was typed", async () => {
    const seller = await createSeller();
    const listing = await createListing(seller.id);
    const buyer = await newUser("quick_empty");
    const response = await buyer.as(`/listing/${listing.id}`, {
      method: "POST",
      body: messageForm({ text: "", quickReply: "Is this still available?" }),
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/messages\/\d+$/);
  });

  it("after typed words comes back with both in the box and sends nothing", async () => {
    const seller = await createSeller();
    const listing = await createListing(seller.id);
    const buyer = await newUser("quick_typed");
    const response = await buyer.as(`/listing/${listing.id}`, {
      method: "POST",
      body: messageForm({ text: "Hello, I like the colour.", quickReply: "Where can I view it?" }),
      redirect: "manual",
    });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(CONVERSATION_MESSAGES.quickReplyAdded);
    expect(page).toMatch(/<textarea[^>]*name="text"[^>]*>\s*Hello, I like the colour\.\nWhere can I view it\?<\/textarea>/);
    expect(await db.select().from(conversations).where(eq(conversations.listingId, listing.id)).all()).toEqual([]);
  });
});
