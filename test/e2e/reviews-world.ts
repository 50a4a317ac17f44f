import type { APIRequestContext, PlaywrightWorkerArgs } from "@playwright/test";

type Playwright = PlaywrightWorkerArgs["playwright"];
import { DEMO_PASSWORD } from "./fixtures";

/**
 * A reported review made the way people make one, through the API: a new buyer writes to a demo
 * seller about one of their listings, the seller answers, the buyer reviews the seller, and another
 * demo account reports the review. Each person speaks from an address of their own (the sign-in
 * and sign-up limits are per address).
 */

type Envelope<T> = { success: boolean; data: T; message?: string };

let addresses = 0;

async function person(playwright: Playwright, baseURL: string): Promise<APIRequestContext> {
  addresses += 1;
  const address = `10.214.${Math.floor(Math.random() * 250)}.${addresses % 250}`;
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL, "cf-connecting-ip": address } });
}

async function ok<T>(response: { ok(): boolean; status(): number; text(): Promise<string>; json(): Promise<unknown> }, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as Envelope<T>).data;
}

export async function signInAs(playwright: Playwright, baseURL: string, email: string): Promise<{ api: APIRequestContext; id: string }> {
  const api = await person(playwright, baseURL);
  const answer = await api.post("/api/auth/sign-in/email", { data: { email, password: DEMO_PASSWORD } });
  if (!answer.ok()) throw new Error(`sign in ${email}: ${answer.status()}`);
  return { api, id: ((await answer.json()) as { user: { id: string } }).user.id };
}

export interface ReportedReview {
  reviewId: string;
  comment: string;
  reason: string;
  sellerId: string;
}

/** A new buyer and a demo seller who wrote to each other about one of the seller's listings. */
export interface Conversation {
  buyer: APIRequestContext;
  buyerEmail: string;
  buyerPassword: string;
  sellerId: string;
  listing: { _id: string; name: string };
  /** The conversation the two wrote in (`/messages/{id}`). */
  conversationId: number;
}

export async function converse(playwright: Playwright, baseURL: string, buyerName: string, seller = "wanjiku@sokoni.test"): Promise<Conversation> {
  const buyer = await person(playwright, baseURL);
  const buyerEmail = `${buyerName}@example.com`;
  const buyerPassword = "a-good-password-1";
  const signedUp = await buyer.post("/api/auth/sign-up/email", { data: { name: buyerName, username: buyerName, email: buyerEmail, password: buyerPassword } });
  if (!signedUp.ok()) throw new Error(`sign up: ${signedUp.status()} ${await signedUp.text()}`);
  const sellerSession = await signInAs(playwright, baseURL, seller);
  const listings = await ok<{ _id: string; name: string; isAvailable: boolean }[]>(await buyer.get(`/api/users/${sellerSession.id}/listings`), "listings");
  const listing = listings.find((entry) => entry.isAvailable) ?? listings[0];
  if (!listing) throw new Error("the demo seller has no listing");
  // The first message starts the conversation; the seller answers in it.
  const started = await ok<{ conversationId: number }>(
    await buyer.post("/api/conversations", { data: { listingId: listing._id, text: `Hello, is the ${listing.name} still available?` } }),
    "message",
  );
  await ok(await sellerSession.api.post(`/api/conversations/${started.conversationId}/messages`, { data: { text: "Yes, it is. Karibu!" } }), "reply");
  await sellerSession.api.dispose();
  return {
    buyer,
    buyerEmail,
    buyerPassword,
    sellerId: sellerSession.id,
    listing: { _id: listing._id, name: listing.name },
    conversationId: started.conversationId,
  };
}

export async function makeReportedReview(
  playwright: Playwright,
  baseURL: string,
  { buyerName, seller = "wanjiku@sokoni.test", reporter = "otieno@sokoni.test" }: { buyerName: string; seller?: string; reporter?: string },
): Promise<ReportedReview> {
  const { buyer, sellerId, listing } = await converse(playwright, baseURL, buyerName, seller);
  const comment = `Rude on the phone and the item was not as shown (${buyerName}).`;
  const review = await ok<{ _id: string }>(
    await buyer.post(`/api/users/${sellerId}/reviews`, { data: { listingId: listing._id, rating: 1, comment } }),
    "review",
  );
  const reason = `Insults and not about the sale (${buyerName})`;
  const reporterSession = await signInAs(playwright, baseURL, reporter);
  await ok(await reporterSession.api.post(`/api/reviews/${review._id}/reports`, { data: { reason } }), "report");
  await Promise.all([buyer.dispose(), reporterSession.api.dispose()]);
  return { reviewId: review._id, comment, reason, sellerId };
}

/** The seller's standing reviews, as anyone can read them. */
export async function publicReviewIds(playwright: Playwright, baseURL: string, sellerId: string): Promise<string[]> {
  const visitor = await person(playwright, baseURL);
  const data = await ok<{ reviews: { _id: string }[] }>(await visitor.get(`/api/users/${sellerId}/reviews?limit=50`), "reviews");
  await visitor.dispose();
  return data.reviews.map((review) => review._id);
}
