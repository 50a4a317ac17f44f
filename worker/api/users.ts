import { Hono } from "hono";
import { ProfileUpdate } from "../../app/domain/account";
import { emailChangeSentence } from "../services/accounts/email-change";
import { requestVerification, VERIFICATION_MESSAGES } from "../services/safety/moderation";
import { STRINGS } from "../../app/i18n";
import { COMMON_MESSAGES, Refusal } from "../services/refusal";
import { claimAvatar, deleteAccount, listingsOfUser, publicProfile, replaceAvatar, updateProfile, userExists } from "../services/listings/users";
import { ok } from "./envelope";
import { MY_LISTINGS_MAX_LIMIT, MY_LISTINGS_PAGE_SIZE, myListings, parseListingStatus } from "../services/listings/my-listings";
import { phonesApi } from "./phones";
import { jsonBody, parse, queryInt, signedIn } from "./guards";
import type { ApiEnv } from "./types";

export const usersApi = new Hono<ApiEnv>()
  .patch("/me", signedIn(), async (c) => {
    const input = parse(ProfileUpdate, await jsonBody(c));
    const { emailChange } = await updateProfile(c.var.ctx, c.var.me, input, c.req.raw.headers);
    const profile = await publicProfile(c.var.ctx, c.var.me.id);
    // A new email waits for its link: 202, and the address it waits on (decision 047).
    if (emailChange) return ok(c, { ...profile, pendingEmail: emailChange.email }, 202, emailChangeSentence(c.var.me.email, emailChange));
    return ok(c, profile, 200, STRINGS.server.accounts.profileUpdated);
  })
  .delete("/me", signedIn(), async (c) => {
    await deleteAccount(c.var.ctx, c.var.me);
    return ok(c, null, 200, STRINGS.server.accounts.accountDeleted);
  })
  .post("/me/avatar", signedIn(), async (c) => {
    // JSON `{ imageUrl }` names a picture sent straight to R2 through an avatar slot.
    if ((c.req.header("content-type") ?? "").startsWith("application/json")) {
      const avatar = await claimAvatar(c.var.ctx, c.var.me, (await jsonBody(c)).imageUrl);
      return ok(c, { _id: c.var.me.id, avatar }, 200, STRINGS.server.accounts.avatarUploaded);
    }
    const form = await c.req.formData().catch(() => null);
    const file = form?.get("profileImage");
    if (!(file instanceof File)) throw new Refusal(400, STRINGS.server.common.selectImage);
    const avatar = await replaceAvatar(c.var.ctx, c.var.me, file);
    return ok(c, { _id: c.var.me.id, avatar }, 200, STRINGS.server.accounts.avatarUploaded);
  })
  // Phone numbers confirmed by SMS code: POST /me/phone, /me/phone/verify, GET and DELETE /me/phones.
  .route("/me", phonesApi)
  .post("/me/verification", signedIn(), async (c) => {
    await requestVerification(c.var.ctx, c.var.me);
    return ok(c, null, 201, VERIFICATION_MESSAGES.requested);
  })
  // My listings, a page at a time, by status, with each listing's figures.
  .get("/me/listings", signedIn(), async (c) => {
    const status = c.req.query("status");
    const parsed = status ? parseListingStatus(status) : null;
    if (status && !parsed) throw new Refusal(400, STRINGS.server.accounts.badListingStatus);
    const startIndex = queryInt(c, "startIndex", 0, 0, 1_000_000);
    const limit = queryInt(c, "limit", MY_LISTINGS_PAGE_SIZE, 1, MY_LISTINGS_MAX_LIMIT);
    return ok(c, await myListings(c.var.ctx, c.var.me.id, { status: parsed, startIndex, limit }));
  })
  .get("/:id", async (c) => {
    const profile = await publicProfile(c.var.ctx, c.req.param("id"));
    if (!profile) throw new Refusal(404, COMMON_MESSAGES.userNotFound);
    return ok(c, profile);
  })
  .get("/:id/listings", async (c) => {
    const id = c.req.param("id");
    if (!(await userExists(c.var.ctx, id))) throw new Refusal(404, COMMON_MESSAGES.userNotFound);
    return ok(c, await listingsOfUser(c.var.ctx, id, await c.var.ctx.currentUser()));
  });
