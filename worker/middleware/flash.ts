import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "../api/types";
import { signFlashes } from "../flash";

/** Every one-time message an answer sets leaves signed (worker/flash.ts says why). */
export const signedFlash = createMiddleware<ApiEnv>(async (c, next) => {
  await next();
  const cookies = await signFlashes(c.res.headers.getSetCookie(), c.env.BETTER_AUTH_SECRET);
  if (!cookies) return;
  // A copy whose headers can change (an answer may come from a fetch, whose headers cannot).
  // Hono's `c.res` setter merges the old answer's cookies back in, so the old one is let go first.
  const signed = new Response(c.res.body, c.res);
  signed.headers.delete("Set-Cookie");
  for (const cookie of cookies) signed.headers.append("Set-Cookie", cookie);
  c.res = undefined;
  c.res = signed;
});
