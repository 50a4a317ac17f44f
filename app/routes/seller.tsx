import storefrontEnhancer from "virtual:inline-script/storefront";
import { data, redirect, useActionData, useLocation, useRouteLoaderData } from "react-router";
import * as v from "valibot";
import { requestContextKey } from "../../worker/context";
import { redirectHeaders } from "../../worker/services/accounts/accounts";
import { createReview, deleteReview, replyToReview, reportReview, reviewableListings, updateReview } from "../../worker/services/safety/reviews";
import { parseSellerId, STOREFRONT_PAGE_SIZE, storefrontOf } from "../../worker/services/listings/storefront";
import { ErrorScreen, errorStatus } from "../components/error-screen";
import { ListingCard } from "../components/listing-card";
import { favouriteTexts } from "../components/favourite-button/favourite-button";
import { PageScript } from "../components/page-script";
import { SellerHeader } from "../components/seller-header";
import { PERSON_INTENTS, PersonActions } from "../components/admin/person-actions";
import { actOnPerson } from "../actions/admin/people.server";
import { SellerPager } from "../components/seller-pager";
import { ReviewList, type ReviewFormAnswer, type StorefrontReview, WriteReview } from "../components/seller-reviews";
import { fieldErrors, formFields } from "../domain/account";
import {
  COMMENT_MAX,
  canStillEdit,
  REPLY_MAX,
  REPORT_REASON_MAX,
  REVIEW_MESSAGES,
  REVIEWS_PER_PAGE,
  ReviewInput,
  ReviewReply,
  ReviewReport,
  ReviewUpdate,
} from "../domain/reviews";
import { sellerPath } from "../domain/seller-path";
import { pageCount, readPageNumber, storefrontHref } from "../domain/storefront";
import { jsonForScript, sellerSchema } from "../domain/structured-data";
import { asRefusal, readForm, signInPath } from "../lib/guards.server";
import { pageMeta, siteOrigin } from "../lib/seo";
import type { loader as rootLoader } from "../root";
import { STRINGS } from "../i18n";
import type { Route } from "./+types/seller";
import { groupedCount } from "../domain/ksh";
// The rules home, search, browse and a listing never use (docs/decisions/107).
import "./seller.css";
import { attach } from "../behaviours/contract";
import { refusedFieldContract } from "../behaviours/refused-field/refused-field.contract";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: `${STRINGS.screens.seller.notFoundTitle} | Sokoni` }, { name: "robots", content: "noindex" }];
  const { seller, page, reviewsPage, listingTotal } = loaderData;
  const name = seller.businessNames.length === 1 ? `${seller.name} (${seller.businessNames[0]})` : seller.name;
  return pageMeta(siteOrigin(matches), {
    title: STRINGS.screens.seller.title(name),
    description: STRINGS.screens.seller.description(seller.name, listingTotal),
    path: storefrontHref(sellerPath(seller._id), page, reviewsPage),
    image: seller.avatar ?? undefined,
    imageAlt: seller.avatar ? seller.name : undefined,
  });
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContextKey);
  const sellerId = parseSellerId(params.userId);
  if (!sellerId) throw data(STRINGS.screens.seller.notFound, { status: 404 });
  const search = new URL(request.url).searchParams;
  const page = readPageNumber(search.get("page"));
  const reviewsPage = readPageNumber(search.get("reviews"));
  const me = await ctx.currentUser();
  // An admin sees a banned seller's storefront too, with Restore (docs/decisions/108).
  const store = await storefrontOf(ctx, sellerId, { listings: page, reviews: reviewsPage }, { admin: me?.role === "admin" });
  if (!store) throw data(STRINGS.screens.seller.notFound, { status: 404 });
  // Exact page counts; a page past the last (an old link, listings since sold) goes to the last
  // page, as browse does (docs/decisions/039).
  const pages = pageCount(store.listingTotal, STOREFRONT_PAGE_SIZE);
  const reviewPages = pageCount(store.reviewTotal, REVIEWS_PER_PAGE);
  const path = sellerPath(sellerId);
  if (page > pages || reviewsPage > reviewPages) throw redirect(storefrontHref(path, Math.min(page, pages), Math.min(reviewsPage, reviewPages)));
  const isSeller = me?.id === sellerId;
  // Only a buyer with something to review sees the form (the service says which listings).
  const reviewable = me && !isSeller ? await reviewableListings(ctx, me, sellerId) : [];
  const wanted = search.get("review");
  const now = new Date();
  const reviews: StorefrontReview[] = store.reviews.map((review) => {
    const mine = me !== null && review.author._id === me.id;
    return {
      _id: review._id,
      author: { username: review.author.username, name: review.author.name },
      listingName: review.listingName,
      rating: review.rating,
      comment: review.comment,
      reply: review.reply,
      createdAt: review.createdAt,
      updatedAt: review.updatedAt,
      editableUntil: review.editableUntil,
      canEdit: mine && canStillEdit(new Date(review.createdAt), now),
      canReply: isSeller && review.reply === null,
      canReport: me !== null && !mine,
    };
  });
  return {
    seller: store.seller,
    listings: store.listings,
    listingTotal: store.listingTotal,
    page,
    pages,
    reviews,
    reviewTotal: store.reviewTotal,
    reviewsPage,
    reviewPages,
    limits: { comment: COMMENT_MAX, reply: REPLY_MAX, reason: REPORT_REASON_MAX },
    viewer: {
      signedIn: me !== null,
      isSeller,
      reviewable,
      preselect: reviewable.some((listing) => listing.listingId === wanted) ? wanted : null,
      signInHref: signInPath(`${storefrontHref(path, page, reviewsPage)}#write-review`),
    },
    standing: store.standing && !isSeller ? store.standing : null,
  };
}

/** The review forms, posted without scripts as with them; the reviews service decides who may. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContextKey);
  const sellerId = parseSellerId(params.userId);
  // A radio group left unchosen sends nothing: the review schemas read a missing field as empty.
  const fields: Record<string, string | undefined> = formFields(await readForm(request));
  const intent = fields.intent ?? "";
  const reviewId = intent === "review" ? null : (fields.reviewId ?? "");
  // What was sent, shown back in the form: a field left out shows empty, not the stored value.
  const values = {
    listingId: fields.listingId ?? "",
    rating: fields.rating ?? "",
    comment: fields.comment ?? "",
    text: fields.text ?? "",
    reason: fields.reason ?? "",
  };
  const refuse = (status: number, message: string, errors: Record<string, string> = {}) =>
    data<ReviewFormAnswer>({ intent, reviewId, message, errors, values }, { status });
  if (!sellerId) return refuse(404, STRINGS.screens.seller.notFound);
  const me = await ctx.currentUser();
  if (!me) return refuse(401, REVIEW_MESSAGES.signIn);
  const search = new URL(request.url).searchParams;
  const back = (hash: string) => storefrontHref(sellerPath(sellerId), readPageNumber(search.get("page")), readPageNumber(search.get("reviews")), hash);
  const done = (to: string, message: string) => redirect(to, { headers: redirectHeaders([], { message, kind: "success" }) });
  // A review id is a whole number; anything else is no review.
  const id = /^[1-9][0-9]{0,15}$/.test(reviewId ?? "") ? Number(reviewId) : null;
  try {
    switch (intent) {
      case "review": {
        const parsed = v.safeParse(ReviewInput, fields);
        if (!parsed.success) return refuse(400, STRINGS.screens.seller.formFailed, fieldErrors(parsed.issues));
        const review = await createReview(ctx, me, sellerId, parsed.output);
        // The newest review is the first of the first page.
        return done(storefrontHref(sellerPath(sellerId), readPageNumber(search.get("page")), 1, `#review-${review._id}`), REVIEW_MESSAGES.created);
      }
      case "edit-review": {
        if (id === null) return refuse(404, REVIEW_MESSAGES.notFound);
        const parsed = v.safeParse(ReviewUpdate, fields);
        if (!parsed.success) return refuse(400, STRINGS.screens.seller.formFailed, fieldErrors(parsed.issues));
        await updateReview(ctx, me, id, parsed.output);
        return done(back(`#review-${id}`), REVIEW_MESSAGES.updated);
      }
      case "delete-review": {
        if (id === null) return refuse(404, REVIEW_MESSAGES.notFound);
        await deleteReview(ctx, me, id);
        return done(back("#reviews"), REVIEW_MESSAGES.deleted);
      }
      case "reply": {
        if (id === null) return refuse(404, REVIEW_MESSAGES.notFound);
        const parsed = v.safeParse(ReviewReply, fields);
        if (!parsed.success) return refuse(400, STRINGS.screens.seller.formFailed, fieldErrors(parsed.issues));
        await replyToReview(ctx, me, id, parsed.output.text);
        return done(back(`#review-${id}`), REVIEW_MESSAGES.replied);
      }
      case "report-review": {
        if (id === null) return refuse(404, REVIEW_MESSAGES.notFound);
        const parsed = v.safeParse(ReviewReport, fields);
        if (!parsed.success) return refuse(400, STRINGS.screens.seller.formFailed, fieldErrors(parsed.issues));
        await reportReview(ctx, me, id, parsed.output.reason);
        return done(back(`#review-${id}`), REVIEW_MESSAGES.reported);
      }
      // An admin's Suspend, Ban or Restore of this seller (docs/decisions/108); the service checks the role.
      case "suspend-user":
      case "ban-user":
      case "restore-user": {
        const acted = await actOnPerson(ctx, me, intent, { ...fields, userId: sellerId, source: "storefront", reportId: undefined, messageId: undefined });
        return acted.status < 400 ? done(back("#admin"), acted.message) : refuse(acted.status, acted.message);
      }
      default:
        return refuse(400, STRINGS.screens.seller.unknownAction);
    }
  } catch (error) {
    const refusal = asRefusal(error);
    return refuse(refusal.status, refusal.message);
  }
}

/**
 * The reviews' forms post as plain forms and the page comes back with the answer;
 * app/enhance/storefront.ts moves the counters under the text boxes and puts a refused field in
 * focus, and app/enhance/page.ts adds the hearts and the header (docs/decisions/098).
 */
export default function Storefront({ loaderData }: Route.ComponentProps) {
  const { seller, listings, listingTotal, page, pages, reviews, reviewTotal, reviewsPage, reviewPages, limits, viewer, standing } = loaderData;
  const answer = useActionData<typeof action>();
  const location = useLocation();
  const origin = useRouteLoaderData<typeof rootLoader>("root")?.origin ?? "";
  const path = sellerPath(seller._id);
  const here = `${location.pathname}${location.search}`;
  return (
    <main className="page storefront" id="main" {...favouriteTexts()} {...attach(refusedFieldContract)}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD escaped by jsonForScript */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(sellerSchema(seller, `${origin}${path}`, origin)) }} />
      <SellerHeader seller={seller} />
      {standing ? (
        <section className="storefront-admin" id="admin" aria-labelledby="admin-heading">
          <h2 id="admin-heading">{STRINGS.domain.standing.storefrontHeading}</h2>
          {answer && (PERSON_INTENTS as readonly string[]).includes(answer.intent) ? (
            <p className="inline-error" role="alert">
              {answer.message}
            </p>
          ) : null}
          <PersonActions
            person={{ id: seller._id, name: seller.username }}
            standing={standing.kind}
            until={standing.kind === "suspended" ? new Date(standing.until).toISOString() : undefined}
            isAdmin={standing.isAdmin}
            source="storefront"
          />
        </section>
      ) : null}
      <section className="storefront-listings" id="listings" aria-labelledby="listings-heading">
        <h2 id="listings-heading">
          {STRINGS.screens.seller.listings} <span className="storefront-count">· {STRINGS.screens.seller.listingCount(listingTotal)}</span>
        </h2>
        {listings.length === 0 ? (
          <p className="empty">{STRINGS.screens.seller.noListings}</p>
        ) : (
          <div className="card-grid browse-grid">
            {listings.map((listing, position) => (
              <ListingCard key={listing._id} listing={listing} priority={position < 2} seller={false} />
            ))}
          </div>
        )}
        <SellerPager label={STRINGS.screens.seller.listingsPages} page={page} pages={pages} hrefOf={(n) => storefrontHref(path, n, reviewsPage, "#listings")} />
      </section>
      <section className="storefront-reviews" id="reviews" aria-labelledby="reviews-heading">
        <h2 id="reviews-heading">
          {STRINGS.components.sellerHeader.reviews} <span className="storefront-count">· {groupedCount(reviewTotal)}</span>
        </h2>
        {viewer.reviewable.length > 0 ? (
          <WriteReview action={here} listings={viewer.reviewable} preselect={viewer.preselect} answer={answer} limits={limits} />
        ) : null}
        {!viewer.signedIn ? (
          <p className="review-sign-in" id="write-review">
            <a href={viewer.signInHref}>{STRINGS.screens.seller.signInToReview}</a>
          </p>
        ) : null}
        {/* A member back from signing in (or up) to review is told what makes a review possible. */}
        {viewer.signedIn && !viewer.isSeller && viewer.reviewable.length === 0 ? (
          <p className="review-sign-in" id="write-review">
            {STRINGS.screens.seller.reviewAfterMessages}
          </p>
        ) : null}
        {reviews.length === 0 ? (
          <p className="empty">{STRINGS.screens.seller.noReviews}</p>
        ) : (
          <ReviewList reviews={reviews} action={here} answer={answer} limits={limits} />
        )}
        <SellerPager
          label={STRINGS.screens.seller.reviewsPages}
          page={reviewsPage}
          pages={reviewPages}
          hrefOf={(n) => storefrontHref(path, page, n, "#reviews")}
          text={STRINGS.screens.seller.reviewsPage}
        />
      </section>
      <PageScript code={storefrontEnhancer} />
    </main>
  );
}

/** An unknown, deleted or malformed seller: a real 404 with a way on; anything else the error screen. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = errorStatus(error) === 404;
  return (
    <ErrorScreen
      title={missing ? STRINGS.screens.seller.notFoundTitle : STRINGS.common.errorTitle}
      heading={missing ? STRINGS.screens.seller.notFoundTitle : STRINGS.common.errorTitle}
      message={missing ? STRINGS.screens.seller.notFound : STRINGS.common.errorFallback}
      tone={missing ? "empty" : "error"}
      action={{ href: "/search", label: STRINGS.common.exploreAll }}
    />
  );
}
