import { Hono } from "hono";
import type { ApiEnv } from "./api/types";
import { CHAT_PREFIX, serveChatPhoto } from "./services/chat/chat-photos";
import { serveUpload } from "./services/media/images";

/** `/uploads/{key}`: a stored image, `?w=` for the narrowest copy at least that wide (docs/decisions/091-image-variants.md). */
export const uploadedImages = new Hono<ApiEnv>().on(["GET", "HEAD"], "/uploads/:key{.+}", (c) => {
  const width = Number(c.req.query("w"));
  const wanted = Number.isFinite(width) && width > 0 ? width : null;
  const key = c.req.param("key");
  // Chat photos are the two members' alone (services/chat-photos.ts); everything else is public.
  if (key.startsWith(CHAT_PREFIX)) return serveChatPhoto(c.var.ctx, key, wanted, c.req.raw);
  return serveUpload(c.env.IMAGES, key, wanted, c.req.raw);
});
