import { Hono } from "hono";
import * as v from "valibot";
import { ProfileUpdate } from "../../app/domain/account";
import { requestVerification, VERIFICATION_MESSAGES } from "../services/moderation";
import { deleteAccount, listingsOfUser, publicProfile, replaceAvatar, updateProfile } from "../services/users";
import { fail, failed, invalid, ok, SIGN_IN_FIRST } from "./envelope";
import type { ApiEnv } from "./types";

const SIGN_IN = SIGN_IN_FIRST;

export const usersApi = new Hono<ApiEnv>()
  .patch("/me", async (c) => {
    const me = await c.var.ctx.currentUser();
    if (!me) return fail(c, 401, SIGN_IN);
    const parsed = v.safeParse(ProfileUpdate, await c.req.json().catch(() => null));
    if (!parsed.success) return invalid(c, parsed.issues);
    try {
      await updateProfile(c.var.ctx, me, parsed.output, c.req.raw.headers);
    } catch (error) {
      return failed(c, error);
    }
    return ok(c, await publicProfile(c.var.ctx, me.id), 200, "Profile updated successfully!");
  })
  .delete("/me", async (c) => {
    const me = await c.var.ctx.currentUser();
    if (!me) return fail(c, 401, SIGN_IN);
    await deleteAccount(c.var.ctx, me);
    return ok(c, null, 200, "Account deleted successfully!");
  })
  .post("/me/avatar", async (c) => {
    const me = await c.var.ctx.currentUser();
    if (!me) return fail(c, 401, SIGN_IN);
    const form = await c.req.formData().catch(() => null);
    const file = form?.get("profileImage");
    if (!(file instanceof File)) return fail(c, 400, "Please select an image.");
    try {
      const avatar = await replaceAvatar(c.var.ctx, me, file);
      return ok(c, { _id: me.id, avatar }, 200, "Profile image uploaded successfully!");
    } catch (error) {
      return failed(c, error);
    }
  })
  .post("/me/verification", async (c) => {
    const me = await c.var.ctx.currentUser();
    if (!me) return fail(c, 401, SIGN_IN);
    try {
      await requestVerification(c.var.ctx, me);
    } catch (error) {
      return failed(c, error);
    }
    return ok(c, null, 201, VERIFICATION_MESSAGES.requested);
  })
  .get("/:id", async (c) => {
    const profile = await publicProfile(c.var.ctx, c.req.param("id"));
    return profile ? ok(c, profile) : fail(c, 404, "User not found");
  })
  .get("/:id/listings", async (c) => {
    const id = c.req.param("id");
    if (!(await publicProfile(c.var.ctx, id))) return fail(c, 404, "User not found");
    return ok(c, await listingsOfUser(c.var.ctx, id, await c.var.ctx.currentUser()));
  });
