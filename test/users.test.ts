import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, createListing, json, newUser, ORIGIN, pageScript } from "./fixtures";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

function avatarForm(bytes: Uint8Array<ArrayBuffer>, name = "me.png", type = "image/png") {
  const form = new FormData();
  form.append("profileImage", new File([bytes], name, { type }));
  return form;
}

describe("GET /api/users/:id", () => {
  it("shows the public profile and never the email or phone", async () => {
    const seller = await newUser("otieno");
    await createListing(seller.id);
    const response = await call(`/api/users/${seller.id}`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain("otieno@example.com");
    expect(text).not.toContain("+2547");
    expect(JSON.parse(text).data).toMatchObject({ username: "otieno", listingCount: 1, isSellerVerified: false });
    expect((await call("/api/users/nobody")).status).toBe(404);
  });

  it("lists a seller's listings; hidden ones only for the seller", async () => {
    const seller = await newUser("achieng");
    await createListing(seller.id, { name: "Visible listing here" });
    await createListing(seller.id, { name: "Hidden listing here", isHidden: true });
    const publicList = await json<{ data: { name: string }[] }>(await call(`/api/users/${seller.id}/listings`));
    expect(publicList.data.map((l) => l.name)).toEqual(["Visible listing here"]);
    const own = await json<{ data: { name: string }[] }>(await seller.as(`/api/users/${seller.id}/listings`));
    expect(own.data.map((l) => l.name).sort()).toEqual(["Hidden listing here", "Visible listing here"]);
  });
});

describe("PATCH /api/users/me", () => {
  it("needs a session", async () => {
    const response = await call("/api/users/me", { method: "PATCH", headers: { "content-type": "application/json", origin: ORIGIN }, body: "{}" });
    expect(response.status).toBe(401);
    expect(await json(response)).toMatchObject({ success: false });
  });

  it("changes the username, refuses taken ones, and changes the password only with the current one", async () => {
    const me = await newUser("kiprono");
    await newUser("baraka");
    const patch = (body: unknown) => me.as("/api/users/me", { method: "PATCH", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

    expect((await patch({ username: "Baraka" })).status).toBe(409);
    expect((await patch({ email: "baraka@example.com" })).status).toBe(409);
    expect((await patch({ username: "kip.rono" })).status).toBe(400);
    expect((await patch({ password: "new-password-22" })).status).toBe(400);
    expect((await patch({ password: "new-password-22", currentPassword: "wrong-password" })).status).toBeGreaterThanOrEqual(400);

    // A new email waits for its mailed link (test/email-change.test.ts).
    const renamed = await patch({ username: "Kiprono_Kiptoo" });
    expect(renamed.status).toBe(200);
    expect(await json(renamed)).toMatchObject({ success: true, message: "Profile updated successfully!", data: { username: "Kiprono_Kiptoo" } });
    const row = await env.DB.prepare("SELECT username, email FROM user WHERE id = ?").bind(me.id).first();
    expect(row).toEqual({ username: "kiprono_kiptoo", email: "kiprono@example.com" });

    expect((await patch({ password: "new-password-22", currentPassword: "a-good-password-1" })).status).toBe(200);
    const signIn = await call("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": "10.9.9.9" },
      body: JSON.stringify({ email: "kiprono@example.com", password: "new-password-22" }),
    });
    expect(signIn.status).toBe(200);
    expect(await signIn.text()).not.toMatch(/password/i);
  });
});

describe("POST /api/users/me/avatar", () => {
  it("stores a real image, replaces the old one, and refuses other bytes and big files", async () => {
    const me = await newUser("nduta");
    const first = await me.as("/api/users/me/avatar", { method: "POST", body: avatarForm(PNG) });
    expect(first.status).toBe(200);
    const firstUrl = (await json<{ data: { avatar: string } }>(first)).data.avatar;
    expect(firstUrl).toMatch(/^\/uploads\/avatars\/.+\.png$/);
    expect((await call(firstUrl)).headers.get("content-type")).toBe("image/png");

    const second = await me.as("/api/users/me/avatar", { method: "POST", body: avatarForm(PNG) });
    const secondUrl = (await json<{ data: { avatar: string } }>(second)).data.avatar;
    expect(await env.IMAGES.head(firstUrl.slice("/uploads/".length))).toBeNull();
    expect(await env.IMAGES.head(secondUrl.slice("/uploads/".length))).not.toBeNull();

    const text = await me.as("/api/users/me/avatar", { method: "POST", body: avatarForm(new TextEncoder().encode("just text, honest"), "photo.png") });
    expect(text.status).toBe(415);
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await me.as("/api/users/me/avatar", { method: "POST", body: avatarForm(big) });
    expect(tooBig.status).toBe(413);
    expect(await json(tooBig)).toMatchObject({ message: "Error: Image upload failed (must be less than 2MB)." });
  });
});

describe("DELETE /api/users/me", () => {
  it("removes every row and R2 object the user owned, and nothing of anyone else", async () => {
    const me = await newUser("fatuma");
    const other = await newUser("amina");
    await env.IMAGES.put("listings/mine.jpg", "x");
    await env.IMAGES.put("listings/mine.thumb.jpg", "x");
    await env.IMAGES.put("listings/theirs.jpg", "x");
    const mine = await createListing(me.id, { imageUrls: ["/uploads/listings/mine.jpg"] });
    const theirs = await createListing(other.id, { imageUrls: ["/uploads/listings/theirs.jpg"] });
    await env.DB.batch([
      env.DB.prepare("INSERT INTO favourites (user_id, listing_id) VALUES (?, ?)").bind(me.id, theirs.id),
      env.DB.prepare("INSERT INTO favourites (user_id, listing_id) VALUES (?, ?)").bind(other.id, mine.id),
      env.DB.prepare("INSERT INTO reports (listing_id, reason) VALUES (?, 'spam')").bind(mine.id),
      // The upload rows that say whose photos these are (only those are ever deleted).
      env.DB.prepare("INSERT INTO uploads (key, user_id, listing_id) VALUES ('listings/mine.jpg', ?, ?)").bind(me.id, mine.id),
      env.DB.prepare("INSERT INTO uploads (key, user_id, listing_id) VALUES ('listings/theirs.jpg', ?, ?)").bind(other.id, theirs.id),
    ]);
    await me.as("/api/users/me/avatar", { method: "POST", body: avatarForm(PNG) });

    const response = await me.as("/api/users/me", { method: "DELETE" });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ message: "Account deleted successfully!" });

    for (const [table, column] of [
      ["user", "id"],
      ["session", "user_id"],
      ["account", "user_id"],
      ["listings", "user_ref"],
      ["favourites", "user_id"],
    ]) {
      const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${column} = ?`).bind(me.id).first<{ n: number }>();
      expect(row?.n, table).toBe(0);
    }
    expect((await env.DB.prepare("SELECT count(*) AS n FROM favourites WHERE listing_id = ?").bind(mine.id).first<{ n: number }>())?.n).toBe(0);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM reports").first<{ n: number }>())?.n).toBe(0);
    const keys = (await env.IMAGES.list()).objects.map((object) => object.key);
    expect(keys).toEqual(["listings/theirs.jpg"]);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM listings WHERE id = ?").bind(theirs.id).first<{ n: number }>())?.n).toBe(1);
  });
});

describe("DELETE /api/listings/:id", () => {
  it("lets the owner and an admin delete, refuses anyone else with 403 and visitors with 401", async () => {
    const owner = await newUser("owner");
    const stranger = await newUser("stranger");
    await env.IMAGES.put("listings/gone.jpg", "x");
    await env.IMAGES.put("listings/gone.thumb.jpg", "x");
    const listing = await createListing(owner.id, { imageUrls: ["/uploads/listings/gone.jpg"] });
    await env.DB.prepare("INSERT INTO uploads (key, user_id, listing_id) VALUES ('listings/gone.jpg', ?, ?)").bind(owner.id, listing.id).run();
    expect((await call(`/api/listings/${listing.id}`, { method: "DELETE", headers: { origin: ORIGIN } })).status).toBe(401);
    const refused = await stranger.as(`/api/listings/${listing.id}`, { method: "DELETE" });
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({ success: false });
    const deleted = await owner.as(`/api/listings/${listing.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect((await env.IMAGES.list()).objects).toHaveLength(0);

    const again = await createListing(owner.id);
    const boss = await newUser("boss");
    await env.DB.prepare("UPDATE user SET role = 'admin' WHERE id = ?").bind(boss.id).run();
    expect((await boss.as(`/api/listings/${again.id}`, { method: "DELETE" })).status).toBe(200);
  });
});

describe("favourites API", () => {
  it("adds and removes idempotently, lists them, and refuses visitors", async () => {
    const me = await newUser("saver");
    const seller = await newUser("seller");
    const listing = await createListing(seller.id);
    expect((await call(`/api/favourites/${listing.id}`, { method: "POST", headers: { origin: ORIGIN } })).status).toBe(401);
    expect((await me.as(`/api/favourites/${listing.id}`, { method: "POST" })).status).toBe(200);
    expect((await me.as(`/api/favourites/${listing.id}`, { method: "POST" })).status).toBe(200);
    const listed = await json<{ data: { _id: string }[] }>(await me.as("/api/favourites"));
    expect(listed.data.map((l) => l._id)).toEqual([String(listing.id)]);
    expect((await me.as(`/api/favourites/${listing.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await me.as(`/api/favourites/${listing.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await json<{ data: unknown[] }>(await me.as("/api/favourites"))).data).toEqual([]);
    expect((await me.as("/api/favourites/999999", { method: "POST" })).status).toBe(404);
  });
});

describe("the profile page without the framework (docs/decisions/102)", () => {
  it("is plain HTML with its own inlined script, and every button a form", async () => {
    const me = await newUser("plainpage");
    const html = await (await me.as("/profile")).text();
    expect(html).not.toMatch(/<script[^>]+type="module"/);
    expect(html).not.toContain("window.__reactRouterContext");
    expect(html).toMatch(pageScript("profile"));
    // The picture: a multipart form whose file field the picture labels; Upload is for browsers without scripts.
    expect(html).toMatch(/<form class="avatar-upload" data-behaviour="avatar-upload"[^>]* encType="multipart\/form-data" method="post">/);
    expect(html).toMatch(/<label class="avatar-button" for="avatar-file" data-avatar-picture="">/);
    expect(html).toMatch(/<input id="avatar-file" class="avatar-file" type="file"[^>]*>/);
    expect(/<input id="avatar-file"[^>]*>/.exec(html)?.[0]).toContain('name="profileImage"');
    expect(html).toMatch(/<button type="submit" class="button small outline" data-without-script="">Upload picture<\/button>/);
    // Deleting the account asks first: the browser's dialog with a script, the page without one.
    expect(html).toMatch(
      /<form [^>]*data-confirm="Are you sure you want to delete your account\?"[^>]* method="post"><input type="hidden" name="intent" value="delete-account"\/><input type="hidden" name="confirmed" value=""\/>/,
    );
  });

  it("takes a picture posted by its own form through the same checks as the API, and leaves nothing of a refused one", async () => {
    const me = await newUser("formpicture");
    const post = (body: FormData) => {
      body.set("intent", "avatar");
      return me.as("/profile", { method: "POST", body, redirect: "manual" });
    };
    const uploadsOf = async () =>
      (
        await env.DB.prepare(
          "SELECT count(*) AS n FROM uploads WHERE kind = 'avatar' AND user_id = (SELECT id FROM user WHERE username = 'formpicture')",
        ).first<{ n: number }>()
      )?.n;

    const text = await post(avatarForm(new TextEncoder().encode("just text, honest"), "photo.png"));
    expect(text.status).toBe(415);
    expect(await text.text()).toMatch(/<p class="inline-error" role="alert" data-avatar-refusal="">Please choose an image \(JPEG, PNG, WebP or AVIF\)\.<\/p>/);
    const none = await post(new FormData());
    expect(none.status).toBe(400);
    expect(await none.text()).toContain('<p class="inline-error" role="alert" data-avatar-refusal="">Please choose an image file.</p>');
    expect(await uploadsOf()).toBe(0);

    const stored = await post(avatarForm(PNG));
    // Back to the page by a redirect (a reload sends nothing again), which says so and shows the picture.
    expect(stored.status).toBe(302);
    expect(stored.headers.get("location")).toBe("/profile");
    const flash = stored.headers
      .getSetCookie()
      .find((value) => value.startsWith("sokoni_flash="))
      ?.split(";")[0];
    const page = await (await me.as("/profile", { headers: { cookie: `${me.cookie}; ${flash}` } })).text();
    // Said in place for a page without scripts (the layout's toast says it where they run, and the note goes).
    expect(page).toContain('<p class="form-success" role="status" data-behaviour="answer-note" data-note-toasted="">Image Uploaded!</p>');
    const src = /<label class="avatar-button" for="avatar-file"[^>]*><img[^>]* src="(\/uploads\/avatars\/[^"]+\.png)"/.exec(page)?.[1];
    expect(src).toBeDefined();
    expect(page).toMatch(new RegExp(`<img class="avatar" src="${src}"`));
    expect(await uploadsOf()).toBe(1);
  });
});
