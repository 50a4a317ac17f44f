import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CONVERSATION_MESSAGES as CHAT } from "../app/domain/conversation-texts";
import { PHONE_MESSAGES } from "../app/domain/phone";
import { PHONE_CODE_MESSAGES } from "../app/domain/phone-codes";
import { REVIEW_MESSAGES } from "../app/domain/reviews";
import { visibleLength } from "../app/domain/reader-length";
import fields from "./hostile/fields.json";
import files from "./hostile/files.json";
import paths from "./hostile/paths.json";
import phones from "./hostile/phones.json";
import { call } from "./fixtures";
import { buildWorld, listingFormFields, listingJson, type Person, PHONE_WORLD, readAnswer } from "./matrix-support";
import {
  clearLimits,
  type Entry,
  expand,
  expectOwnSentences,
  fetcher,
  htmlOf,
  MARKUP,
  missingKeyBodies,
  no5xx,
  request,
  row,
  SHARP,
  show,
  STORED_TEXTS,
  telling,
} from "./hostile/support";

/*
 * The hostile-input corpus (test/hostile/*.json), second half: paths and odd ids, intents, files
 * that pretend to be images, phone numbers and codes, and the reviews', held listings' and
 * conversations' inputs, each run against both faces (the JSON API and the page's form or loader).
 * The rules: no answer is a 5xx, nothing stored comes back as live markup, and no field the server
 * owns is taken from a client. Each failure names the input, so a new entry in the JSON needs no
 * new code. The texts, redirects and forged listing and user fields are hostile-texts.test.ts.
 */

describe("path traversal and odd ids", () => {
  it("upload keys, ids and image addresses never reach outside their place, and never give a 5xx", async () => {
    const world = await buildWorld();
    for (const key of paths.uploadKeys) {
      const served = await call(`/uploads/${key}`);
      no5xx(`GET /uploads/${key}`, served.status, await served.text());
      // (`/uploads/..` is the home page by the time it arrives: the URL parser resolves the dots.)
      const type = served.headers.get("content-type") ?? "";
      expect.soft(served.status === 200 && !type.startsWith("text/html"), `GET /uploads/${key}: served ${type}`).toBe(false);
    }
    for (const id of paths.ids) {
      await clearLimits();
      const answers: [string, Response][] = [
        ["GET /api/listings/:id", await request("GET", `/api/listings/${id}`, undefined)],
        ["PATCH /api/listings/:id", await request("PATCH", `/api/listings/${id}`, world.owner, { json: { regularPrice: 1000 } })],
        ["DELETE /api/listings/:id", await request("DELETE", `/api/listings/${id}`, world.other)],
        ["PUT availability", await request("PUT", `/api/listings/${id}/availability`, world.owner, { json: { isAvailable: false } })],
        ["POST reports", await request("POST", `/api/listings/${id}/reports`, world.other, { json: { reason: "x" } })],
        ["POST contact", await request("POST", `/api/listings/${id}/contact?channel=call`, undefined)],
        ["POST phone", await request("POST", `/api/listings/${id}/phone`, undefined)],
        ["POST /listing/:id show-contact", await fetcher(`/listing/${id}`, undefined, { form: { intent: "show-contact" } })],
        ["POST favourites", await request("POST", `/api/favourites/${id}`, world.other)],
        ["POST conversation messages", await request("POST", `/api/conversations/${id}/messages`, world.other, { json: { text: "x" } })],
        ["DELETE homepage image", await request("DELETE", `/api/admin/homepage-images/${id}`, world.admin)],
        ["GET /api/users/:id", await request("GET", `/api/users/${id}`, undefined)],
        ["POST verification", await request("POST", `/api/admin/users/${id}/verification`, world.admin, { json: { verified: true } })],
        ["GET /listing/:id", await request("GET", `/listing/${id}`, undefined)],
        ["POST /listing/:id report", await fetcher(`/listing/${id}`, world.other, { form: { intent: "report", reason: "x" } })],
        ["POST /update-listing/:id", await fetcher(`/update-listing/${id}`, world.owner, { form: listingFormFields([world.photoUrl]) })],
        ["POST /profile delete-listing", await fetcher("/profile", world.other, { form: { intent: "delete-listing", listingId: id, confirmed: "yes" } })],
        ["POST /admin-dashboard delete-image", await fetcher("/admin-dashboard", world.admin, { form: { intent: "delete-image", imageId: id } })],
      ];
      for (const [where, response] of answers) no5xx(`${where} id=${show(id)}`, response.status, await response.text());
    }
    // Whatever the ids said, the owner's listing is still there (the admin may delete the sponsor image: `0x1` reads as 1).
    expect(await row("SELECT id FROM listings WHERE id = ?", world.listingId), "a hostile id removed the owner's listing").not.toBeNull();
    for (const url of paths.imageUrls) {
      const label = `imageUrls=[${show(url)}]`;
      const created = await request("POST", "/api/listings", world.other, { json: listingJson([url], { phoneNumber: world.other.phone }) });
      no5xx(`POST /api/listings ${label}`, created.status, await created.text());
      expect.soft(created.status, `POST /api/listings ${label}: took an image that is not the caller's upload`).toBe(400);
      const page = await request("POST", "/create-listing", world.other, { form: listingFormFields([url], { phoneNumber: world.other.phone }) });
      no5xx(`POST /create-listing ${label}`, page.status, await page.text());
      expect.soft(page.status, `POST /create-listing ${label}: took an image that is not the caller's upload`).toBe(400);
    }
    expect(await row("SELECT id FROM listings WHERE user_ref = ?", world.other.id), "a listing took another's or an outside image").toBeNull();
    const photo = await env.IMAGES.head(world.photoUrl.slice("/uploads/".length));
    expect(photo, "a hostile id or address removed the owner's photo").not.toBeNull();
  }, 300_000);
});

describe("intents that are no button", () => {
  // The pages look an intent up in a table of their buttons (app/actions/intents.server.ts):
  // a name every object has must not be taken for one.
  const ODD_INTENTS = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "", "UPDATE", "update ", "hide\u0000"];

  it("the profile and the dashboard answer an unknown or inherited intent 400 with their sentence, on both ways of posting", async () => {
    const world = await buildWorld();
    for (const intent of ODD_INTENTS) {
      await clearLimits();
      const answers: [string, Response][] = [
        ["POST /profile", await request("POST", "/profile", world.other, { form: { intent, listingId: String(world.listingId) } })],
        ["POST /profile (script)", await fetcher("/profile", world.other, { form: { intent } })],
        ["POST /admin-dashboard", await request("POST", "/admin-dashboard", world.admin, { form: { intent, listingId: String(world.listingId) } })],
        ["POST /admin-dashboard (script)", await fetcher("/admin-dashboard", world.admin, { form: { intent } })],
      ];
      for (const [where, response] of answers) {
        const text = await response.text();
        expect.soft(response.status, `${where} intent=${show(intent)}: ${text.slice(0, 120)}`).toBe(400);
        // (The dashboard's page says an answer beside the button it belongs to: no button, no place.)
        if (where !== "POST /admin-dashboard")
          expect.soft(text.includes("Unknown action") || text.includes("Kitendo hiki hakijulikani"), `${where} intent=${show(intent)}: no sentence`).toBe(true);
      }
    }
    expect(await row("SELECT id FROM listings WHERE id = ? AND is_hidden = 0", world.listingId), "an odd intent changed the listing").not.toBeNull();
  }, 120_000);
});

describe("files that pretend to be images", () => {
  const decode = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

  it("are refused, or kept only as images that are served as images, on every upload path", async () => {
    const world = await buildWorld();
    for (const file of files.files) {
      await clearLimits();
      const bytes = decode(file.base64);
      const part = () => new File([bytes], file.name, { type: file.type });
      const listing = new FormData();
      listing.append("images", part());
      const chat = new FormData();
      chat.append("images", part());
      const avatar = new FormData();
      avatar.append("profileImage", part());
      const sponsor = new FormData();
      sponsor.append("homepageImages", part());
      sponsor.append("urls", "jenga.co.ke");
      sponsor.append("companyNames", "Jenga");
      const createForm = listingFormFields([], { phoneNumber: world.other.phone });
      createForm.append("photos", part());
      const adminForm = new FormData();
      adminForm.append("intent", "upload-images");
      adminForm.append("homepageImages", part());
      adminForm.append("urls", "jenga.co.ke");
      adminForm.append("companyNames", "Jenga");
      const answers: [string, Response][] = [
        ["POST /api/uploads", await request("POST", "/api/uploads", world.other, { form: listing })],
        ["POST /api/uploads?for=message", await request("POST", "/api/uploads?for=message", world.other, { form: chat })],
        ["POST /api/users/me/avatar", await request("POST", "/api/users/me/avatar", world.other, { form: avatar })],
        ["POST /api/admin/homepage-images", await request("POST", "/api/admin/homepage-images", world.admin, { form: sponsor })],
        ["POST /create-listing photos", await request("POST", "/create-listing", world.other, { form: createForm })],
        ["POST /admin-dashboard upload-images", await request("POST", "/admin-dashboard", world.admin, { form: adminForm })],
      ];
      for (const [where, response] of answers) {
        const text = await response.text();
        no5xx(`${where} ${file.name}`, response.status, text);
        if (MARKUP.test(file.name)) expect.soft(text.includes(file.name), `${where} ${file.name}: the file name was echoed unescaped`).toBe(false);
      }
    }
    // Every object any path kept is an image, stored and served under a key of ours, with nosniff.
    const objects = await env.IMAGES.list({ include: ["httpMetadata"] });
    for (const object of objects.objects) {
      expect.soft(object.key, `a stored key looks like a file name a client gave: ${object.key}`).toMatch(/^[a-z]+\/[0-9a-f-]{36}(\.thumb)?\.[a-z]+$/);
      expect
        .soft(object.httpMetadata?.contentType ?? "", `${object.key}: stored as ${object.httpMetadata?.contentType}`)
        .toMatch(/^image\/(jpeg|png|webp|avif)$/);
      // A thumbnail is reached through its image's address with a small width; a chat photo by its uploader alone.
      const address = object.key.includes(".thumb.") ? `/uploads/${object.key.replace(".thumb.", ".")}?w=480` : `/uploads/${object.key}`;
      const served = object.key.startsWith("chat/") ? await request("GET", address, world.other) : await call(address);
      await served.arrayBuffer();
      expect
        .soft(served.headers.get("content-type") ?? "", `${object.key}: served as ${served.headers.get("content-type")}`)
        .toMatch(/^image\/(jpeg|png|webp|avif)$/);
      expect.soft(served.headers.get("x-content-type-options"), `${object.key}: served without nosniff`).toBe("nosniff");
    }
  }, 300_000);
});

describe("hostile phone numbers and SMS codes", () => {
  const NUMBERS = (phones.numbers as Entry[]).map(expand);
  const CODES = (phones.codes as Entry[]).map(expand);

  it("both faces refuse every odd number and code without a 5xx, store nothing, and echo nothing as markup", async () => {
    const world = await buildWorld();
    const phoneRows = async () =>
      await env.DB.prepare("SELECT (SELECT count(*) FROM phones) AS phones, (SELECT count(*) FROM phone_codes) AS codes").first<{
        phones: number;
        codes: number;
      }>();
    const start = await phoneRows();
    const values: unknown[] = [...NUMBERS, ...fields.wrongTypes];
    for (const value of values) {
      await clearLimits();
      const label = show(typeof value === "string" ? value : JSON.stringify(value));
      const text = typeof value === "string" ? value : JSON.stringify(value);
      const answers: [string, Response][] = [
        ["POST /api/users/me/phone", await request("POST", "/api/users/me/phone", world.other, { json: { phoneNumber: value } })],
        [
          "POST /api/users/me/phone/verify",
          await request("POST", "/api/users/me/phone/verify", world.owner, { json: { phoneNumber: value, code: PHONE_WORLD.code } }),
        ],
        ["DELETE /api/users/me/phones/:phoneNumber", await request("DELETE", `/api/users/me/phones/${encodeURIComponent(text.slice(0, 2000))}`, world.owner)],
        ["POST /profile send-phone-code", await request("POST", "/profile", world.other, { form: { intent: "send-phone-code", phoneNumber: text } })],
        [
          "POST /profile confirm-phone",
          await request("POST", "/profile", world.owner, { form: { intent: "confirm-phone", phoneNumber: text, code: PHONE_WORLD.code } }),
        ],
        ["POST /profile remove-phone", await request("POST", "/profile", world.owner, { form: { intent: "remove-phone", phoneNumber: text } })],
      ];
      for (const [where, response] of answers) {
        const html = await htmlOf(response);
        no5xx(`${where} ${label}`, response.status, html ?? "");
        expect.soft(response.status, `${where} ${label}: an odd number was taken`).toBeGreaterThanOrEqual(400);
        if (html && MARKUP.test(text)) expect.soft(html.includes(text), `${where} ${label}: echoed unescaped`).toBe(false);
      }
    }
    for (const value of [...CODES, ...fields.wrongTypes]) {
      const label = show(typeof value === "string" ? value : JSON.stringify(value));
      const text = typeof value === "string" ? value : JSON.stringify(value);
      const api = await request("POST", "/api/users/me/phone/verify", world.owner, { json: { phoneNumber: PHONE_WORLD.pending, code: value } });
      no5xx(`POST /api/users/me/phone/verify code ${label}`, api.status, await api.text());
      expect.soft(api.status, `code ${label} was taken`).toBe(400);
      const page = await request("POST", "/profile", world.owner, { form: { intent: "confirm-phone", phoneNumber: PHONE_WORLD.pending, code: text } });
      const html = await htmlOf(page);
      no5xx(`POST /profile confirm-phone code ${label}`, page.status, html ?? "");
      if (html && MARKUP.test(text)) expect.soft(html.includes(text), `confirm-phone code ${label}: echoed unescaped`).toBe(false);
    }
    // Malformed codes are not guesses: the waiting code still has all its tries, and nothing was added.
    const waiting = await env.DB.prepare("SELECT failed_tries FROM phone_codes WHERE phone_number = ?")
      .bind(PHONE_WORLD.pending)
      .first<{ failed_tries: number }>();
    expect(waiting?.failed_tries).toBe(0);
    expect(await phoneRows()).toEqual(start);
  }, 300_000);

  it("a body without phoneNumber or code gets the field's own sentence, not the validator's", async () => {
    const world = await buildWorld();
    const cases: [string, Person, Record<string, unknown>, Record<string, string>][] = [
      ["POST /api/users/me/phone", world.other, { phoneNumber: PHONE_WORLD.fresh }, { phoneNumber: PHONE_MESSAGES.invalid }],
      [
        "POST /api/users/me/phone/verify",
        world.owner,
        { phoneNumber: PHONE_WORLD.pending, code: PHONE_WORLD.code },
        { phoneNumber: PHONE_MESSAGES.invalid, code: PHONE_CODE_MESSAGES.codeInvalid },
      ],
    ];
    for (const [where, person, valid, sentences] of cases) {
      for (const { label, send: body, allowed } of missingKeyBodies(valid, sentences)) {
        await clearLimits();
        await expectOwnSentences(`${where} ${label}`, await request("POST", where.slice("POST ".length), person, body), allowed);
      }
    }
    // Nothing was sent, confirmed or counted as a wrong try.
    expect(await row("SELECT count(*) AS n FROM phone_codes WHERE phone_number = ?", PHONE_WORLD.fresh)).toEqual({ n: 0 });
    expect(await row("SELECT failed_tries, used_at FROM phone_codes WHERE phone_number = ?", PHONE_WORLD.pending)).toEqual({ failed_tries: 0, used_at: null });
  });
});

describe("reviews: hostile texts, wrong types, forged fields and odd ids", () => {
  const COMMENT = "Honest seller, the TV works well.";

  it("a review's comment, an edit, a reply and a report take or refuse every text without a 5xx, and read as text", async () => {
    const world = await buildWorld();
    const reviewPath = `/api/reviews/${world.reviewId}`;
    for (const { kind, text } of STORED_TEXTS) {
      await clearLimits();
      const label = `${kind} ${show(text)}`;
      // One review per listing, one reply and one report per person: each try starts from the world's review.
      await env.DB.batch([
        env.DB.prepare("DELETE FROM reviews WHERE id <> ?").bind(world.reviewId),
        env.DB.prepare("UPDATE reviews SET reply = NULL, replied_at = NULL WHERE id = ?").bind(world.reviewId),
        env.DB.prepare("DELETE FROM review_reports WHERE reporter_id = ?").bind(world.owner.id),
      ]);
      const answers: [string, Response][] = [
        [
          "POST /api/users/:id/reviews",
          await request("POST", `/api/users/${world.owner.id}/reviews`, world.other, {
            json: { listingId: String(world.listingId), rating: 4, comment: text },
          }),
        ],
        ["PATCH /api/reviews/:id", await request("PATCH", reviewPath, world.other, { json: { rating: 4, comment: text } })],
        ["POST /api/reviews/:id/reply", await request("POST", `${reviewPath}/reply`, world.owner, { json: { text } })],
        ["POST /api/reviews/:id/reports", await request("POST", `${reviewPath}/reports`, world.owner, { json: { reason: text } })],
      ];
      for (const [where, response] of answers) {
        const body = await response.text();
        no5xx(`${where} ${label}`, response.status, body);
        expect.soft(response.headers.get("content-type") ?? "", `${where} ${label}: the API answers JSON`).toMatch(/^application\/json/);
      }
      if (kind === "markup" && (await telling(world, text))) {
        // The admin's Reported reviews shows the stored comment and reason: as text.
        const dashboard = await (await request("GET", "/admin-dashboard", world.admin)).text();
        expect.soft(dashboard.includes(text), `${label}: a review rendered unescaped on /admin-dashboard`).toBe(false);
      }
    }
  }, 300_000);

  it("every review field of every wrong type is refused on create and edit (400; 404 for a number that names no listing)", async () => {
    const world = await buildWorld();
    const valid = { listingId: String(world.listingId), rating: 4, comment: COMMENT };
    for (const field of fields.reviewFields) {
      for (const value of [...fields.wrongTypes, ...fields.reviewWrongTypes]) {
        await clearLimits();
        const label = `${field}=${show(JSON.stringify(value) ?? "undefined")}`;
        // The wrong types are all short or not text, so none makes a comment.
        const created = await request("POST", `/api/users/${world.owner.id}/reviews`, world.other, { json: { ...valid, [field]: value } });
        no5xx(`POST /api/users/:id/reviews ${label}`, created.status, await created.text());
        // A whole number that names no listing (6) is a listing not found.
        expect.soft([400, field === "listingId" ? 404 : 400], `POST /api/users/:id/reviews ${label}`).toContain(created.status);
        if (field === "listingId") continue;
        const edited = await request("PATCH", `/api/reviews/${world.reviewId}`, world.other, { json: { rating: 4, comment: COMMENT, [field]: value } });
        no5xx(`PATCH /api/reviews/:id ${label}`, edited.status, await edited.text());
        expect.soft(edited.status, `PATCH /api/reviews/:id ${label}`).toBe(400);
      }
    }
    const stored = await row<{ rating: number; comment: string }>("SELECT rating, comment FROM reviews WHERE id = ?", world.reviewId);
    expect(stored).toEqual({ rating: 4, comment: "Fair price and the fridge works well." });
  }, 180_000);

  it("a body with a key left out gets that field's own sentence on create, edit, reply and report, not the validator's", async () => {
    const world = await buildWorld();
    const reviewPath = `/api/reviews/${world.reviewId}`;
    const reports = async () => await row("SELECT count(*) AS n FROM review_reports WHERE review_id = ?", world.reviewId);
    const reportsBefore = await reports();
    const reviews = async () => await row("SELECT count(*) AS n FROM reviews");
    const reviewsBefore = await reviews();
    const cases: [string, string, Person, Record<string, unknown>, Record<string, string>][] = [
      [
        "POST /api/users/:id/reviews",
        `/api/users/${world.owner.id}/reviews`,
        world.other,
        { listingId: String(world.listingId), rating: 4, comment: COMMENT },
        { listingId: REVIEW_MESSAGES.listing, rating: REVIEW_MESSAGES.rating, comment: REVIEW_MESSAGES.commentShort },
      ],
      [
        "PATCH /api/reviews/:id",
        reviewPath,
        world.other,
        { rating: 4, comment: COMMENT },
        { rating: REVIEW_MESSAGES.rating, comment: REVIEW_MESSAGES.commentShort },
      ],
      ["POST /api/reviews/:id/reply", `${reviewPath}/reply`, world.owner, { text: "Thank you, karibu tena." }, { text: REVIEW_MESSAGES.replyShort }],
      ["POST /api/reviews/:id/reports", `${reviewPath}/reports`, world.owner, { reason: "Not about the seller." }, { reason: REVIEW_MESSAGES.reasonRequired }],
    ];
    for (const [where, path, person, valid, sentences] of cases) {
      for (const { label, send: body, allowed } of missingKeyBodies(valid, sentences)) {
        await clearLimits();
        await expectOwnSentences(`${where} ${label}`, await request(where.split(" ")[0] ?? "POST", path, person, body), allowed);
      }
    }
    // Nothing was written: the world's review as it was, no reply, no report, no second review.
    expect(await row("SELECT rating, comment, reply FROM reviews WHERE id = ?", world.reviewId)).toEqual({
      rating: 4,
      comment: "Fair price and the fridge works well.",
      reply: null,
    });
    expect(await reports()).toEqual(reportsBefore);
    expect(await reviews()).toEqual(reviewsBefore);
  });

  it("the storefront's forms without their fields answer 400 with the forms' own sentences", async () => {
    const world = await buildWorld();
    const { reviewableListingId, reviewId } = world.storefront;
    const page = `/seller/${world.owner.id}`;
    const forms: [string, Person, Record<string, string>, string][] = [
      ["intent=review", world.other, { intent: "review" }, REVIEW_MESSAGES.listing],
      ["intent=review with a listing only", world.other, { intent: "review", listingId: String(reviewableListingId) }, REVIEW_MESSAGES.rating],
      ["intent=edit-review", world.other, { intent: "edit-review", reviewId: String(reviewId) }, REVIEW_MESSAGES.rating],
      ["intent=reply", world.owner, { intent: "reply", reviewId: String(reviewId) }, REVIEW_MESSAGES.replyShort],
      ["intent=report-review", world.owner, { intent: "report-review", reviewId: String(reviewId) }, REVIEW_MESSAGES.reasonRequired],
    ];
    for (const [intent, person, form, sentence] of forms) {
      await clearLimits();
      const where = `POST /seller/:userId ${intent}`;
      const response = await request("POST", page, person, { form });
      expect.soft(response.status, `${where}: a form without its fields`).toBe(400);
      const html = (await htmlOf(response)) ?? "";
      expect.soft(html.includes(sentence), `${where}: the page does not say ${JSON.stringify(sentence)}`).toBe(true);
      for (const word of ["Invalid key", "but received"]) expect.soft(html.includes(word), `${where}: the page shows the validator's "${word}"`).toBe(false);
    }
  });

  it("forged review fields are ignored: author, seller, dates, reply and removal stay the server's", async () => {
    const world = await buildWorld();
    const forged = fields.forgedReview;
    const created = await request("POST", `/api/users/${world.owner.id}/reviews`, world.other, {
      json: { ...forged, listingId: String(world.listingId), rating: 5, comment: COMMENT },
    });
    expect(created.status).toBe(201);
    const review = await row<Record<string, unknown>>("SELECT * FROM reviews WHERE listing_id = ?", world.listingId);
    expect(review).toMatchObject({
      seller_id: world.owner.id,
      author_id: world.other.id,
      listing_name: "Hisense 43 inch smart TV",
      reply: null,
      replied_at: null,
      removed_at: null,
      removed_by: null,
    });
    expect(Number(review?.created_at)).toBeGreaterThan(Date.now() - 60_000);
    const edited = await request("PATCH", `/api/reviews/${world.reviewId}`, world.other, { json: { ...forged, rating: 3, comment: COMMENT } });
    expect(edited.status).toBe(200);
    expect(await row("SELECT seller_id, author_id, reply, removed_at FROM reviews WHERE id = ?", world.reviewId)).toEqual({
      seller_id: world.owner.id,
      author_id: world.other.id,
      reply: null,
      removed_at: null,
    });
  });

  it("odd review and user ids are a 404 or a refusal on both faces, never a 5xx", async () => {
    const world = await buildWorld();
    for (const id of paths.ids) {
      await clearLimits();
      const answers: [string, Response][] = [
        ["GET /api/users/:id/reviews", await request("GET", `/api/users/${id}/reviews?startIndex=${id}&limit=${id}`, undefined)],
        [
          "POST /api/users/:id/reviews",
          await request("POST", `/api/users/${id}/reviews`, world.other, { json: { listingId: id, rating: 4, comment: COMMENT } }),
        ],
        ["PATCH /api/reviews/:id", await request("PATCH", `/api/reviews/${id}`, world.other, { json: { rating: 4, comment: COMMENT } })],
        ["DELETE /api/reviews/:id", await request("DELETE", `/api/reviews/${id}`, world.other)],
        ["POST /api/reviews/:id/reply", await request("POST", `/api/reviews/${id}/reply`, world.owner, { json: { text: "Thanks" } })],
        ["POST /api/reviews/:id/reports", await request("POST", `/api/reviews/${id}/reports`, world.owner, { json: { reason: "x" } })],
        ["POST /api/admin/reviews/:id/remove", await request("POST", `/api/admin/reviews/${id}/remove`, world.admin)],
        ["POST /admin-dashboard remove-review", await fetcher("/admin-dashboard", world.admin, { form: { intent: "remove-review", reviewId: id } })],
        [
          "POST /admin-dashboard dismiss-review-reports",
          await fetcher("/admin-dashboard", world.admin, { form: { intent: "dismiss-review-reports", reviewId: id } }),
        ],
      ];
      for (const [where, response] of answers) no5xx(`${where} id=${show(id)}`, response.status, await response.text());
    }
    expect(await row("SELECT removed_at FROM reviews WHERE id = ?", world.reviewId), "a hostile id removed the world's review").toEqual({ removed_at: null });
  }, 180_000);
});

describe("held listings (docs/decisions/116): odd ids on both faces", () => {
  it("an odd or unknown id is a 404 that publishes nothing, never a 5xx", async () => {
    const world = await buildWorld();
    await env.DB.prepare("UPDATE listings SET is_hidden = 1, hidden_reason = 'held' WHERE id = ?").bind(world.listingId).run();
    for (const id of [...paths.ids, String(world.listingId + 1)]) {
      const answers: [string, Response][] = [];
      for (const action of ["approve", "reject"]) {
        answers.push(
          [`POST /api/admin/held-listings/:id/${action}`, await request("POST", `/api/admin/held-listings/${id}/${action}`, world.admin)],
          [`POST /admin-dashboard ${action}-held`, await fetcher("/admin-dashboard", world.admin, { form: { intent: `${action}-held`, listingId: id } })],
        );
      }
      for (const [where, response] of answers) {
        const text = await response.text();
        no5xx(`${where} id=${show(id)}`, response.status, text);
        if (!/%2F|\/|\.\.|%2e/i.test(id)) expect.soft(response.status, `${where} id=${show(id)}`).toBe(404);
      }
    }
    expect(await row("SELECT is_hidden, hidden_reason FROM listings WHERE id = ?", world.listingId), "a hostile id decided the held listing").toEqual({
      is_hidden: 1,
      hidden_reason: "held",
    });
  }, 120_000);
});

describe("bodies without their keys on the older JSON routes: the fields' own sentences", () => {
  it("a listing without a category, a moderation without an action, a verification without verified answer 400 in plain sentences", async () => {
    const world = await buildWorld();
    const cases: [string, string, Person][] = [
      ["POST /api/listings", "/api/listings", world.other],
      ["POST /api/admin/listings/:id/moderation", `/api/admin/listings/${world.listingId}/moderation`, world.admin],
      ["POST /api/admin/users/:id/verification", `/api/admin/users/${world.owner.id}/verification`, world.admin],
    ];
    for (const [where, path, person] of cases) {
      for (const body of fields.missingKeys.bodies) {
        await clearLimits();
        const response = await request("POST", path, person, { body, contentType: "application/json" });
        const text = await response.text();
        no5xx(`${where} body ${JSON.stringify(body)}`, response.status, text);
        expect.soft(response.status, `${where} body ${JSON.stringify(body)}: ${text.slice(0, 160)}`).toBe(400);
        const answer = JSON.parse(text) as { message?: string; issues?: { message: string }[] };
        for (const sentence of [answer.message ?? "", ...(answer.issues ?? []).map((issue) => issue.message)]) {
          for (const word of fields.missingKeys.rawValidatorWords) {
            expect.soft(sentence.includes(word), `${where} body ${JSON.stringify(body)}: ${JSON.stringify(sentence)} holds "${word}"`).toBe(false);
          }
        }
      }
    }
  });
});

describe("the storefront's review forms: hostile texts on the page face", () => {
  it("the write, edit, reply and report forms take or refuse every text without a 5xx, and the storefront shows it as text", async () => {
    const world = await buildWorld();
    const { reviewableListingId, reviewId } = world.storefront;
    const page = `/seller/${world.owner.id}`;
    for (const { kind, text } of STORED_TEXTS) {
      await clearLimits();
      const label = `${kind} ${show(text)}`;
      // Each try starts from the world's review: one review per listing, one reply, one report per person.
      await env.DB.batch([
        env.DB.prepare("DELETE FROM reviews WHERE listing_id = ?").bind(reviewableListingId),
        env.DB.prepare("UPDATE reviews SET reply = NULL, replied_at = NULL WHERE id = ?").bind(reviewId),
        env.DB.prepare("DELETE FROM review_reports WHERE reporter_id = ?").bind(world.owner.id),
      ]);
      const forms: [string, Person, Record<string, string>][] = [
        ["intent=review", world.other, { intent: "review", listingId: String(reviewableListingId), rating: "4", comment: text }],
        ["intent=edit-review", world.other, { intent: "edit-review", reviewId: String(reviewId), rating: "4", comment: text }],
        ["intent=reply", world.owner, { intent: "reply", reviewId: String(reviewId), text }],
        ["intent=report-review", world.owner, { intent: "report-review", reviewId: String(reviewId), reason: text }],
      ];
      const sharp = SHARP.has(kind);
      for (const [intent, person, form] of forms) {
        const where = `POST /seller/:userId ${intent}`;
        // Plain forms (the page that comes back is read) for the sharp kinds; the scripts' way for the rest.
        const response = sharp ? await request("POST", page, person, { form }) : await fetcher(page, person, { form });
        const body = await response.text();
        no5xx(`${where} ${label}`, response.status, body);
        const html = sharp && (response.headers.get("content-type") ?? "").startsWith("text/html") ? body : null;
        if (html !== null && (await telling(world, text))) expect.soft(html.includes(text), `${where} ${label}: echoed unescaped`).toBe(false);
      }
      if (sharp && (await telling(world, text))) {
        const shown = await (await request("GET", page, world.other)).text();
        expect.soft(shown.includes(text), `${label}: a stored review rendered unescaped on the storefront`).toBe(false);
      }
    }
  }, 300_000);
});

describe("conversations: hostile texts, wrong types, forged fields and odd ids", () => {
  it("a first message, a message and a person report take or refuse every text without a 5xx, and store it as it came", async () => {
    const world = await buildWorld();
    const { buyerConversationId } = world.conversations;
    for (const { kind, text } of STORED_TEXTS) {
      await clearLimits();
      const label = `${kind} ${show(text)}`;
      const answers: [string, Response][] = [
        ["POST /api/conversations", await request("POST", "/api/conversations", world.other, { json: { listingId: String(world.listingId), text } })],
        ["POST /api/conversations/:id/messages", await request("POST", `/api/conversations/${buyerConversationId}/messages`, world.owner, { json: { text } })],
        ["POST /api/users/:id/reports", await request("POST", `/api/users/${world.buyerId}/reports`, world.owner, { json: { reason: text } })],
      ];
      for (const [where, response] of answers) {
        const answer = await readAnswer(response);
        no5xx(`${where} ${label}`, answer.status, answer.text);
        expect.soft(answer.status, `${where} ${label}`).toBeOneOf([201, 400]);
        expect.soft(response.headers.get("content-type") ?? "", `${where} ${label}`).toMatch(/^application\/json/);
      }
    }
    // What was stored is the trimmed text, byte for byte: the pages escape it, the API answers JSON.
    // A text a reader cannot see (control or zero-width characters only) is no message and is refused.
    const stored = await env.DB.prepare("SELECT body FROM messages WHERE sender_id = ? ORDER BY id").bind(world.owner.id).all<{ body: string }>();
    const kept = new Set(stored.results.map((message) => message.body));
    for (const { kind, text } of STORED_TEXTS) {
      const trimmed = text.trim();
      if (visibleLength(trimmed) > 0 && trimmed.length <= 2000) expect.soft(kept.has(trimmed), `${kind} ${show(text)}: not stored as sent`).toBe(true);
    }
  }, 300_000);

  it("every chat field of every wrong type is refused with the field's own sentence (404 for a listing id that names none)", async () => {
    const world = await buildWorld();
    const { buyerConversationId } = world.conversations;
    const before = await row("SELECT count(*) AS n FROM messages");
    for (const value of [...fields.wrongTypes, ...fields.chatWrongTypes]) {
      await clearLimits();
      const label = JSON.stringify(value);
      // A string that is not blank is a fine text (it reads as words); anything else is refused.
      const asText = typeof value === "string" && value.trim() !== "" ? [201] : [400];
      const cases: [string, Response, number[]][] = [
        [
          "POST /api/conversations listingId",
          await request("POST", "/api/conversations", world.other, { json: { listingId: value, text: "Hello" } }),
          [400, 404],
        ],
        [
          "POST /api/conversations text",
          await request("POST", "/api/conversations", world.other, { json: { listingId: world.listingId, text: value } }),
          asText,
        ],
        ["POST messages text", await request("POST", `/api/conversations/${buyerConversationId}/messages`, world.owner, { json: { text: value } }), asText],
        [
          "POST messages imageUrls",
          await request("POST", `/api/conversations/${buyerConversationId}/messages`, world.owner, { json: { text: "Photos", imageUrls: value } }),
          [400],
        ],
        ["POST person report reason", await request("POST", `/api/users/${world.buyerId}/reports`, world.owner, { json: { reason: value } }), asText],
      ];
      for (const [where, response, statuses] of cases) {
        const text = await response.text();
        no5xx(`${where}=${label}`, response.status, text);
        // An empty list of photos, or an empty listing id string, is no wrong type for these fields.
        if ((where.endsWith("imageUrls") && Array.isArray(value) && value.length === 0) || value === null) continue;
        expect.soft(statuses, `${where}=${label}: answered ${response.status} ${text.slice(0, 120)}`).toContain(response.status);
        const message = (JSON.parse(text) as { message?: string }).message ?? "";
        for (const word of fields.missingKeys.rawValidatorWords) expect.soft(message.includes(word), `${where}=${label}: ${message}`).toBe(false);
      }
    }
    // Only texts were stored: no message carries a photo.
    expect(await row("SELECT id FROM messages WHERE image_urls != '[]'")).toBeNull();
    expect(before).not.toBeNull();
    for (const url of [...paths.imageUrls, ...fields.chatPhotoUrls]) {
      await clearLimits();
      const response = await request("POST", `/api/conversations/${buyerConversationId}/messages`, world.owner, { json: { imageUrls: [url] } });
      const text = await response.text();
      no5xx(`POST messages imageUrls=[${show(url)}]`, response.status, text);
      expect.soft(response.status, `imageUrls=[${show(url)}]: took a photo that is not the sender's chat upload`).toBe(400);
    }
  }, 180_000);

  it("bodies without their keys answer 400 with the fields' own sentences, never the validator's", async () => {
    const world = await buildWorld();
    const cases: [string, string, Person, Record<string, unknown>, Record<string, string>][] = [
      [
        "POST /api/conversations",
        "/api/conversations",
        world.other,
        { listingId: String(world.listingId), text: "Hello" },
        { listingId: CHAT.listingNotFound, text: CHAT.textRequired },
      ],
      [
        "POST /api/conversations/:id/messages",
        `/api/conversations/${world.conversations.buyerConversationId}/messages`,
        world.owner,
        { text: "Hi" },
        { text: CHAT.textRequired },
      ],
      ["POST /api/users/:id/reports", `/api/users/${world.buyerId}/reports`, world.owner, { reason: "Scam" }, { reason: CHAT.reportReasonRequired }],
    ];
    for (const [where, path, person, valid, sentences] of cases) {
      for (const { label, send: body, allowed } of missingKeyBodies(valid, sentences)) {
        await clearLimits();
        await expectOwnSentences(`${where} ${label}`, await request("POST", path, person, body), [...allowed, CHAT.textRequired, CHAT.listingNotFound]);
      }
    }
  }, 60_000);

  it("forged message fields are ignored: sender, recipient, conversation, flags, photos' owners and times stay the server's", async () => {
    const world = await buildWorld();
    const { buyerConversationId, otherConversationId } = world.conversations;
    const sent = await request("POST", `/api/conversations/${buyerConversationId}/messages`, world.owner, {
      json: { ...fields.forgedMessage, text: "Yes, it is still here." },
    });
    expect(sent.status).toBe(201);
    const stored = await row<Record<string, unknown>>(
      "SELECT conversation_id, listing_id, sender_id, recipient_id, image_urls, flags, read_at FROM messages WHERE body = 'Yes, it is still here.'",
    );
    expect(stored).toEqual({
      conversation_id: buyerConversationId,
      listing_id: world.listingId,
      sender_id: world.owner.id,
      recipient_id: world.buyerId,
      image_urls: "[]",
      flags: null,
      read_at: null,
    });
    const report = await request("POST", `/api/users/${world.buyerId}/reports`, world.owner, {
      json: { reason: "Asked for a deposit.", reporterId: world.admin.id, reviewedAt: 1, userId: world.other.id, conversationId: otherConversationId },
    });
    // A conversation that is not the two people's own is refused; the report is not stored elsewhere.
    expect(report.status).toBe(404);
    expect(await row("SELECT id FROM user_reports WHERE reporter_id = ? OR user_id = ?", world.owner.id, world.other.id)).toBeNull();
  });

  it("odd conversation and user ids, cursors and before= are a 404 or a page, never a 5xx", async () => {
    const world = await buildWorld();
    for (const id of paths.ids) {
      await clearLimits();
      const answers: [string, Response, number[]][] = [
        ["GET messages", await request("GET", `/api/conversations/${id}/messages`, world.owner), [404]],
        ["POST messages", await request("POST", `/api/conversations/${id}/messages`, world.owner, { json: { text: "x" } }), [404]],
        ["POST read", await request("POST", `/api/conversations/${id}/read`, world.owner), [404]],
        ["POST block", await request("POST", `/api/users/${id}/block`, world.owner), [404]],
        ["DELETE block", await request("DELETE", `/api/users/${id}/block`, world.owner), [404]],
        ["POST person report", await request("POST", `/api/users/${id}/reports`, world.owner, { json: { reason: "x" } }), [404]],
        ["GET inbox cursor", await request("GET", `/api/conversations?cursor=${id}`, world.owner), [200]],
        ["GET thread before", await request("GET", `/api/conversations/${world.conversations.buyerConversationId}/messages?before=${id}`, world.owner), [200]],
        // The page script's news (docs/decisions/127): an odd conversation is none, an odd `after` unreadable.
        ["POST thread news", await request("POST", `/messages/${id}/thread`, world.owner, { form: { after: "0" } }), [404]],
        [
          "POST thread news after",
          await request("POST", `/messages/${world.conversations.buyerConversationId}/thread`, world.owner, { form: { after: id } }),
          id === "0" ? [200] : [400],
        ],
      ];
      for (const [where, response, statuses] of answers) {
        const text = await response.text();
        no5xx(`${where} id=${show(id)}`, response.status, text);
        // Ids that the URL parser turns into another path (`..%2F1`, `1/../2`) reach other routes.
        if (!/%2F|\/|\.\.|%2e/i.test(id)) expect.soft(statuses, `${where} id=${show(id)}: answered ${response.status}`).toContain(response.status);
      }
    }
    expect(await row("SELECT count(*) AS n FROM user_blocks")).toEqual({ n: 0 });
  }, 180_000);
});
