import { Hono } from "hono";
import { listHomepageImages } from "../services/media/homepage-images";
import { COMMON_MESSAGES } from "../services/refusal";
import { answerError, fail, ok } from "./envelope";
import { adminApi } from "./admin";
import { conversationsApi, peopleApi } from "./conversations";
import { favouritesApi } from "./favourites";
import { listingsApi } from "./listings";
import { adminReviewsApi, reviewsApi, sellerReviewsApi } from "./reviews";
import { searchApi } from "./search";

import { savedSearchesApi } from "./saved-searches";
import { boostPackagesApi, paymentsApi } from "./payments";
import { devPushApi, pushApi } from "./push";
import { uploadsApi } from "./uploads";
import { usersApi } from "./users";
import type { ApiEnv } from "./types";

/** The JSON API under /api (docs/api.md). Routers stay thin: parse, call a service, shape JSON. */
export const api = new Hono<ApiEnv>()
  .basePath("/api")
  .route("/listings", listingsApi)
  .route("/search", searchApi)
  .route("/users", usersApi)
  .route("/users", sellerReviewsApi)
  .route("/users", peopleApi)
  .route("/favourites", favouritesApi)
  .route("/uploads", uploadsApi)
  .route("/conversations", conversationsApi)
  .route("/saved-searches", savedSearchesApi)
  .route("/reviews", reviewsApi)
  .route("/boost-packages", boostPackagesApi)
  .route("/payments", paymentsApi)
  .route("/push", pushApi)
  .route("/dev/push-service", devPushApi)
  .route("/admin/reviews", adminReviewsApi)
  .route("/admin", adminApi)
  .get("/homepage-images", async (c) => ok(c, await listHomepageImages(c.var.ctx.db)))
  // Unknown API paths answer in the envelope, never with the HTML 404 page.
  .all("*", (c) => fail(c, 404, COMMON_MESSAGES.notFound))
  .onError(answerError);
