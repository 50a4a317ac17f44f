import { Hono } from "hono";
import { CHAT_LIMITS } from "../../app/domain/conversation-texts";
import { LIMITS } from "../../app/domain/limits";
import { UPLOAD_MESSAGES } from "../../app/domain/listing-input";
import { storeChatPhotos } from "../services/chat/chat-photos";
import { STRINGS } from "../../app/i18n";
import { Refusal } from "../services/refusal";
import { createSlots, SlotRequest } from "../services/media/upload-slots";
import { storeListingImages, VARIANT_BYTES_PER_PHOTO, variantFilesOf } from "../services/media/uploads";
import { ok } from "./envelope";
import { jsonBody, parse, signedIn } from "./guards";
import type { ApiEnv } from "./types";

/**
 * POST /api/uploads: multipart `images` (1 to 6), with the variants the browser made of each in
 * `variant240`, `variant480`, `variant960` (and `avif240`... when it writes AVIF), one entry per
 * image in the same order (docs/api.md, docs/decisions/091-image-variants.md). `?for=update`
 * applies the update form's 2 MB cap; `?for=message` stores 1 to 3 chat photos (private,
 * `/uploads/chat/...`) for a message.
 */
export const uploadsApi = new Hono<ApiEnv>()
  /**
   * POST /api/uploads/slots: presigned PUT addresses straight to R2 for the images the
   * browser is about to send, checked against the spec's counts and caps; the write that names
   * them checks what arrived (docs/decisions/105-presigned-uploads.md).
   */
  .post("/slots", signedIn(), async (c) => {
    const input = parse(SlotRequest, await jsonBody(c));
    const slots = await createSlots(c.var.ctx, c.var.me, input.files, { requestUrl: c.req.url, headers: c.req.raw.headers, forUpdate: input.for === "update" });
    return ok(c, { slots }, 201);
  })
  .post("/", signedIn(), async (c) => {
    const purpose = c.req.query("for");
    const count = purpose === "message" ? CHAT_LIMITS.photosPerMessage : LIMITS.imagesPerListing;
    // Six images (three for a message) of 5 MB and their variants, with room for the multipart framing.
    const declared = Number(c.req.header("content-length") ?? 0);
    const most = count * (LIMITS.imageBytesCreate + VARIANT_BYTES_PER_PHOTO) + 64 * 1024;
    if (declared > most) throw new Refusal(413, UPLOAD_MESSAGES.tooLarge(LIMITS.imageBytesCreate));
    const form = await c.req.formData().catch(() => null);
    if (!form) throw new Refusal(400, UPLOAD_MESSAGES.noFiles);
    const files = form.getAll("images").filter((value): value is File => value instanceof File && value.size > 0);
    const variants = variantFilesOf(form);
    if (purpose === "message") {
      const urls = await storeChatPhotos(c.var.ctx, c.var.me, files, variants, c.req.raw.headers);
      return ok(c, { urls }, 201, STRINGS.server.media.photos);
    }
    const cap = purpose === "update" ? LIMITS.imageBytesUpdate : LIMITS.imageBytesCreate;
    const urls = await storeListingImages(c.var.ctx, c.var.me, files, variants, cap, c.req.raw.headers);
    return ok(c, { urls }, 201, STRINGS.server.media.images);
  });
