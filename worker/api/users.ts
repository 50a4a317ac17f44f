import { Hono } from "hono";
import { ProfileUpdate } from "../../app/domain/account";
import { emailChangeSentence } from "../services/email-change";
import { requestVerification, VERIFICATION_MESSAGES } from "../services/moderation";
import { Refusal } from "../services/refusal";
import { deleteAccount, listingsOfUser, publicProfile, replaceAvatar, updateProfile, userExists } from "../services/users";
import { ok } from "./envelope";
import { jsonBody, parse, signedIn } from "./guards";
import type { ApiEnv } from "./types";

const USER_NOT_FOUND = "User not found";

export const usersApi = new Hono<ApiEnv>()
  .patch("/me", signedIn(), async (c) => {
    const input = parse(ProfileUpdate, await jsonBody(c));
    const { emailChange } = await updateProfile(c.var.ctx, c.var.me, input, c.req.raw.headers);
    const profile = await publicProfile(c.var.ctx, c.var.me.id);
    // A new email waits for its link: 202, and the address it waits on (issue 13, finding 4).
    if (emailChange) return ok(c, { ...profile, pendingEmail: emailChange.email }, 202, emailChangeSentence(c.var.me.email, emailChange));
    return ok(c, profile, 200, "Profile updated successfully!");
  })
  .delete("/me", signedIn(), async (c) => {
    await deleteAccount(c.var.ctx, c.var.me);
    return ok(c, null, 200, "Account deleted successfully!");
  })
  .post("/me/avatar", signedIn(), async (c) => {
    const form = await c.req.formData().catch(() => null);
    const file = form?.get("profileImage");
    if (!(file instanceof File)) throw new Refusal(400, "Please select an image.");
    const avatar = await replaceAvatar(c.var.ctx, c.var.me, file);
    return ok(c, { _id: c.var.me.id, avatar }, 200, "Profile image uploaded successfully!");
  })
  .post("/me/verification", signedIn(), async (c) => {
    await requestVerification(c.var.ctx, c.var.me);
    return ok(c, null, 201, VERIFICATION_MESSAGES.requested);
  })
  .get("/:id", async (c) => {
    const profile = await publicProfile(c.var.ctx, c.req.param("id"));
    if (!profile) throw new Refusal(404, USER_NOT_FOUND);
    return ok(c, profile);
  })
  .get("/:id/listings", async (c) => {
    const id = c.req.param("id");
    if (!(await userExists(c.var.ctx, id))) throw new Refusal(404, USER_NOT_FOUND);
    return ok(c, await listingsOfUser(c.var.ctx, id, await c.var.ctx.currentUser()));
  });
