import { Hono } from "hono";
import * as v from "valibot";
import { ModerationSchema, VerificationSchema } from "../../app/domain/admin";
import { dashboardCounts, dashboardData } from "../services/dashboard";
import { addHomepageImages, deleteHomepageImage } from "../services/homepage-images";
import { parseListingId } from "../services/listings";
import { decideVerification, requireAdmin, setListingHidden } from "../services/moderation";
import { fail, failed, invalid, ok } from "./envelope";
import type { ApiEnv } from "./types";

async function body(c: { req: { json(): Promise<unknown> } }): Promise<unknown> {
  return c.req.json().catch(() => ({}));
}

/** The admin API (design/api.md, Home and admin). Every route checks the role in its service. */
export const adminApi = new Hono<ApiEnv>()
  .get("/dashboard", async (c) => {
    try {
      requireAdmin(await c.var.ctx.currentUser());
    } catch (error) {
      return failed(c, error);
    }
    // Refresh reloads only the four count figures (spec section 4).
    const db = c.var.ctx.db;
    return ok(c, c.req.query("section") === "counts" ? await dashboardCounts(db) : await dashboardData(db));
  })
  .post("/homepage-images", async (c) => {
    const form = await c.req.formData().catch(() => null);
    const files = (form?.getAll("homepageImages") ?? []).filter((entry): entry is File => entry instanceof File);
    const texts = (name: string) => (form?.getAll(name) ?? []).map(String);
    try {
      const added = await addHomepageImages(c.var.ctx, await c.var.ctx.currentUser(), files, texts("urls"), texts("companyNames"));
      return ok(c, { added }, 201, "Homepage images uploaded successfully!");
    } catch (error) {
      return failed(c, error);
    }
  })
  .delete("/homepage-images/:id", async (c) => {
    const id = Number(c.req.param("id"));
    if (!Number.isSafeInteger(id) || id <= 0) return fail(c, 404, "Image not found");
    try {
      await deleteHomepageImage(c.var.ctx, await c.var.ctx.currentUser(), id);
      return ok(c, null, 200, "Homepage image removed.");
    } catch (error) {
      return failed(c, error);
    }
  })
  .post("/listings/:id/moderation", async (c) => {
    const me = await c.var.ctx.currentUser();
    const parsed = v.safeParse(ModerationSchema, await body(c));
    try {
      requireAdmin(me);
      if (!parsed.success) return invalid(c, parsed.issues);
      const id = parseListingId(c.req.param("id"));
      if (id === null) return fail(c, 404, "Listing not found");
      await setListingHidden(c.var.ctx, me, id, parsed.output.action === "hide");
      return ok(c, { hidden: parsed.output.action === "hide" }, 200, parsed.output.action === "hide" ? "Listing hidden." : "Listing restored.");
    } catch (error) {
      return failed(c, error);
    }
  })
  .post("/users/:id/verification", async (c) => {
    const me = await c.var.ctx.currentUser();
    const parsed = v.safeParse(VerificationSchema, await body(c));
    try {
      requireAdmin(me);
      if (!parsed.success) return invalid(c, parsed.issues);
      const message = await decideVerification(c.var.ctx, me, c.req.param("id"), parsed.output.verified);
      return ok(c, { verified: parsed.output.verified }, 200, message);
    } catch (error) {
      return failed(c, error);
    }
  });
