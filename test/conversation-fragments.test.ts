import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ChatMessage } from "../app/domain/chat-types";
import { call, createListing, json, newUser, ORIGIN } from "./fixtures";

/*
 * A thread's news for its page's script (docs/decisions/127): an HTML fragment of what came after
 * the page's last message, from the same components as the page, to the conversation's two
 * members only, and small enough for a phone on paid data (at most 2 KB gzip for a one-line message).
 */

type Person = Awaited<ReturnType<typeof newUser>>;

const FRAGMENT_MOST_GZIP = 2048;

let names = 0;
function uniqueName(prefix: string): string {
  names += 1;
  let suffix = "";
  for (let n = names; n > 0; n = Math.floor(n / 26)) suffix = String.fromCharCode(97 + (n % 26)) + suffix;
  return `${prefix}_f${suffix}`;
}

async function say(person: Person, path: string, body: unknown): Promise<Response> {
  return person.as(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

/** A seller with a listing, and a buyer who has written to them about it. */
async function started() {
  const seller = await newUser(uniqueName("seller"));
  const buyer = await newUser(uniqueName("buyer"));
  const listing = await createListing(seller.id, { name: "Samsung Galaxy A15 128GB", regularPrice: 18_500 });
  const response = await say(buyer, "/api/conversations", { listingId: listing.id, text: "Is this still available?" });
  expect(response.status).toBe(201);
  const { data } = await json<{ data: { conversationId: number; message: ChatMessage } }>(response);
  return { seller, buyer, conversationId: data.conversationId, first: data.message };
}

async function reply(person: Person, conversationId: number, text: string): Promise<ChatMessage> {
  const response = await say(person, `/api/conversations/${conversationId}/messages`, { text });
  expect(response.status).toBe(201);
  return (await json<{ data: ChatMessage }>(response)).data;
}

/** What the page's script sends: the last message it shows. */
function askAfter(person: Person, conversationId: number | string, after: string, init: RequestInit = {}): Promise<Response> {
  return person.as(`/messages/${conversationId}/thread`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(init.headers as Record<string, string>) },
    body: new URLSearchParams({ after }).toString(),
    redirect: "manual",
  });
}

async function gzipBytes(text: string): Promise<number> {
  const compressed = new Response(new Blob([text]).stream().pipeThrough(new CompressionStream("gzip")));
  return (await compressed.arrayBuffer()).byteLength;
}

async function readAt(messageId: number): Promise<number | null> {
  return (await env.DB.prepare("SELECT read_at FROM messages WHERE id = ?").bind(messageId).first<{ read_at: number | null }>())?.read_at ?? null;
}

describe("a thread's news after its page's last message", () => {
  it("is the new one-line message alone, at most 2 KB gzip, where the whole page was many times that; asking reads it", async () => {
    const { seller, buyer, conversationId, first } = await started();
    const page = await seller.as(`/messages/${conversationId}`);
    const pageHtml = await page.text();
    const message = await reply(buyer, conversationId, "Can I pay on delivery?");

    const answer = await askAfter(seller, conversationId, String(first.id));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const html = await answer.text();
    expect(html).toMatch(new RegExp(`^<ol class="chat-messages" data-block="none"><li class="chat-message theirs" data-message-id="${message.id}">`));
    expect(html).toContain("Can I pay on delivery?");
    expect(html).not.toContain("Is this still available?");
    // The same day as the page's last message: no day separator.
    expect(html).not.toContain("chat-day");
    const fragment = await gzipBytes(html);
    const whole = await gzipBytes(pageHtml);
    console.log(
      `conversation news for a one-line message: ${fragment} B gzip (${html.length} B); the whole page it replaces: ${whole} B gzip (${pageHtml.length} B)`,
    );
    expect(fragment).toBeLessThanOrEqual(FRAGMENT_MOST_GZIP);
    expect(whole).toBeGreaterThan(fragment * 4);
    // The member has seen it: read, as when the page opens.
    expect(await readAt(message.id)).not.toBeNull();
  });

  it("carries the one message that says Seen, written again in its place", async () => {
    const { seller, buyer, conversationId, first } = await started();
    const before = await askAfter(buyer, conversationId, String(first.id));
    expect(await before.text()).toBe('<ol class="chat-messages" data-block="none"></ol>');
    await seller.as(`/messages/${conversationId}`).then((page) => page.arrayBuffer());
    const seen = await (await askAfter(buyer, conversationId, String(first.id))).text();
    expect(seen).toMatch(new RegExp(`<li class="chat-message mine" data-message-id="${first.id}">.*<p class="chat-seen">Seen</p></li></ol>$`));
    // A new message of the buyer's takes "Seen" away from the old one: only the new one comes.
    const next = await reply(buyer, conversationId, "Is the price firm?");
    const moved = await (await askAfter(buyer, conversationId, String(first.id))).text();
    expect(moved).not.toContain(`data-message-id="${first.id}"`);
    expect(moved).toContain(`data-message-id="${next.id}"`);
    expect(moved).not.toContain("chat-seen");
  });

  it("says when a block changed the thread, and when more came than a page holds", async () => {
    const { seller, buyer, conversationId, first } = await started();
    expect((await say(seller, `/api/users/${buyer.id}/block`, {})).status).toBe(200);
    expect(await (await askAfter(buyer, conversationId, String(first.id))).text()).toBe('<ol class="chat-messages" data-block="by-other"></ol>');
    expect(await (await askAfter(seller, conversationId, String(first.id))).text()).toBe('<ol class="chat-messages" data-block="by-me"></ol>');
    await env.DB.prepare(
      `INSERT INTO messages (conversation_id, listing_id, sender_id, recipient_id, body, image_urls, created_at)
       SELECT conversation_id, listing_id, sender_id, recipient_id, 'again', '[]', created_at FROM messages, (SELECT value FROM json_each('[${Array.from({ length: 51 }, (_, n) => n).join(",")}]')) WHERE id = ?`,
    )
      .bind(first.id)
      .run();
    expect(await (await askAfter(seller, conversationId, String(first.id))).text()).toBe('<ol class="chat-messages" data-block="by-me" data-whole=""></ol>');
  });

  it("is the members' alone: anyone else gets the thread's 404, a visitor the way to sign in, another site a 403", async () => {
    const { buyer, conversationId, first } = await started();
    const stranger = await newUser(uniqueName("stranger"));
    const admin = await newUser(uniqueName("boss"));
    await env.DB.prepare("UPDATE user SET role = 'admin' WHERE id = ?").bind(admin.id).run();
    expect((await askAfter(stranger, conversationId, "0")).status).toBe(404);
    expect((await askAfter(admin, conversationId, "0")).status).toBe(404);
    const visitor = await call(`/messages/${conversationId}/thread`, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: `after=${first.id}`,
      redirect: "manual",
    });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe(`/sign-in?redirectTo=${encodeURIComponent(`/messages/${conversationId}`)}`);
    expect((await askAfter(buyer, conversationId, "0", { headers: { origin: "http://evil.example" } })).status).toBe(403);
    // Opening the address is reading the thread.
    const opened = await buyer.as(`/messages/${conversationId}/thread`, { redirect: "manual" });
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe(`/messages/${conversationId}`);
  });

  it("refuses a bad `after` or conversation id with 400 or 404, never a 5xx", async () => {
    const { buyer, conversationId } = await started();
    for (const after of ["", "abc", "-1", "1e3", "1.5", "01", " 1", "99999999999999999999", "0x10", "1;DROP TABLE messages"]) {
      const answer = await askAfter(buyer, conversationId, after);
      expect(answer.status, JSON.stringify(after)).toBe(400);
      await answer.arrayBuffer();
    }
    const none = await buyer.as(`/messages/${conversationId}/thread`, { method: "POST", redirect: "manual" });
    expect(none.status).toBe(400);
    expect((await askAfter(buyer, conversationId, "9007199254740991")).status).toBe(200);
    for (const id of ["0", "abc", "-3", "99999999"]) {
      const answer = await askAfter(buyer, id, "0");
      expect(answer.status, id).toBe(404);
      await answer.arrayBuffer();
    }
  });
});
