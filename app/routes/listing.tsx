import listingEnhancer from "virtual:inline-script/listing";
import { data, redirect, useActionData, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root";
import { requestContextKey } from "../../worker/context";
import { isSharedRequest } from "../../worker/edge-cache";
import { isRealView } from "../../worker/real-view";
import { countView } from "../../worker/services/counting/counts";
import { findListing, parseListingId } from "../../worker/services/listings/listings";
import { ContactButtons } from "../components/contact-buttons/contact-buttons";
import { ContactReveal } from "../components/contact-reveal/contact-reveal";
import { revealContact } from "../../worker/services/safety/contact-reveal";
import { ActionToast, LISTING_PARTS, OwnerActions, ReportAbuse } from "../components/listing-actions";
import { MessageSeller } from "../components/message-seller/message-seller";
import { swapContract } from "../behaviours/swap/swap.contract";
import { viewedListingContract } from "../components/recently-viewed/viewed-listing.contract";
import { attach } from "../behaviours/contract";
import { formFields } from "../domain/account";
import { AVAILABILITY_MESSAGES, MESSAGE_MESSAGES, REPORT_MESSAGES, ReportSchema } from "../domain/listing-actions";
import { StartConversationInput } from "../domain/conversations";
import { markUnavailable } from "../../worker/services/listings/listing-writes";
import { ownerStatusAction } from "../actions/listing-status.server";
import { ListingEnded } from "../components/listing-ended";
import { conversationIdFor, startConversation } from "../../worker/services/chat/conversations";
import { listingSeller } from "../../worker/services/listings/listing-seller";
import { hiddenReasonOf, reportListing, reporterOf } from "../../worker/services/safety/reports";
import { HiddenListingNotice, ListingUnderReview } from "../components/listing-under-review";
import { LISTING_SAFETY_MESSAGES } from "../domain/listing-safety-texts";
import { addFavourite, removeFavourite } from "../../worker/services/listings/favourites";
import * as v from "valibot";
import { FavouriteButton } from "../components/favourite-button/favourite-button";
import { ImageCarousel } from "../components/image-carousel/image-carousel";
import { favouriteTexts } from "../components/favourite-button/favourite-button";
import { PageScript } from "../components/page-script";
import { listingDetails } from "../components/listing-attributes";
import { Price } from "../components/price";
import { ShareButton } from "../components/share-button/share-button";
import { MoreFromSeller, SellerFacts } from "../components/listing-seller";
import { SimilarListings } from "../components/similar-listings";
import { similarListingsById, similarSearchHref } from "../../worker/services/listings/similar-listings";
import { PriceWarning } from "../components/listing-safety-signs";
import { isFarBelowMedian } from "../domain/price-check";
import { newAccountDays } from "../domain/new-account";
import { coverImage } from "../domain/images";
import { amountOff, effectivePrice, formatKsh, formatListingPrice } from "../domain/money";
import { isWorkCategory } from "../domain/catalog";
import { formatPostedDate } from "../domain/time";
import { jsonForScript, listingProductSchema } from "../domain/structured-data";
import { pageMeta, siteOrigin } from "../lib/seo";
import { STRINGS } from "../i18n";
import { categoryLabel } from "../i18n/labels";
import type { Route } from "./+types/listing";
import { asRefusal, signInPath, readForm } from "../lib/guards.server";
import { redirectHeaders } from "../../worker/services/accounts/accounts";
import { FORM_FETCH_HEADER } from "../lib/form-fetch";
import { CONVERSATION_MESSAGES, quickReplies } from "../domain/conversation-texts";
import { withQuickReply } from "../domain/quick-reply";
import { ErrorScreen, errorStatus } from "../components/error-screen";
import { ServerToast } from "../components/server-toast";
import "./listing.css";

/** Title, description and a WhatsApp-ready preview: the cover photo, the price and the county. */
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (loaderData && "underReview" in loaderData)
    return [{ title: `${LISTING_SAFETY_MESSAGES.underReviewTitle} | Sokoni` }, { name: "robots", content: "noindex" }];
  const listing = loaderData?.listing;
  if (!listing) return [{ title: `${STRINGS.server.common.common.listingNotFound} | Sokoni` }, { name: "robots", content: "noindex" }];
  const price = formatListingPrice(effectivePrice(listing), listing);
  return [
    ...pageMeta(siteOrigin(matches), {
      title: STRINGS.screens.listing.listingTitle(listing.name, price, listing.location),
      description: STRINGS.screens.listing.listingDescription(price, listing.location, listing.description.slice(0, 150)),
      path: `/listing/${listing._id}`,
      // Without a photo of its own the site's card stands in (previews cannot show the SVG placeholder).
      image: listing.imageUrls[0],
      imageAlt: listing.name,
      type: "product",
      noindex: listing.isHidden,
    }),
    { property: "product:price:amount", content: String(effectivePrice(listing)) },
    { property: "product:price:currency", content: "KES" },
  ];
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContextKey);
  const { db, executionCtx } = ctx;
  const id = parseListingId(params.listingId);
  // The seller's part (badges, rating, More from this seller) is found from the listing's id, in parallel.
  // Similar listings too: the query reads the listing's subcategory and price itself.
  const [listing, me, seller, similar] = await Promise.all([
    id === null ? null : findListing(db, id, { includeHidden: true }),
    ctx.currentUser(),
    id === null ? null : listingSeller(ctx, id),
    id === null ? [] : similarListingsById(db, id),
  ]);
  const isOwner = listing !== null && me?.id === listing.userRef;
  // Hidden by reports: a visitor is told it is under review and given nothing of it.
  const hiddenReason = listing?.isHidden && id !== null ? await hiddenReasonOf(db, id) : null;
  if (hiddenReason === "reports" && !isOwner && me?.role !== "admin") return { underReview: true as const };
  // A moderated listing is gone for everyone but its owner and the admins (who see a notice). A
  // sold or expired one keeps its page, which says so and offers similar listings.
  if (!listing || !seller || id === null || (hiddenReason !== null && !isOwner && me?.role !== "admin")) throw data(STRINGS.common.noData, { status: 404 });
  // The owner looking at their own listing is not a view, nor is anyone looking at a hidden one.
  // A visitor's shared page was counted by the gateway (worker/shared-visits.ts).
  if (isRealView(request) && !isOwner && !listing.isHidden && !isSharedRequest(request.headers)) {
    // Counted once per page load, after the answer has gone, by the listing's counter shard (docs/decisions/015, 143).
    executionCtx.waitUntil(countView(ctx.env, id).catch((error: unknown) => console.error("view not counted", error)));
    listing.views += 1;
  }
  // A buyer who already wrote about this listing is offered their conversation.
  const conversationId = me && !isOwner ? await conversationIdFor(ctx, me.id, id) : null;
  // The signs for buyers: a price far below its group's median, a seller new to Sokoni.
  const safety = {
    priceWarning: isFarBelowMedian(effectivePrice(listing), seller.priceGroup),
    sellerNewDays: newAccountDays(listing.seller?.memberSince, Date.now()),
  };
  return {
    listing,
    seller,
    similar,
    similarMore: similarSearchHref(listing),
    safety,
    viewer: {
      signedIn: me !== null,
      isOwner,
      // A visitor's "Message seller" comes back here with the message box open, through sign-up too.
      signInHref: signInPath(`/listing/${listing._id}?ready=message#message-seller`),
      messageReady: new URL(request.url).searchParams.get("ready") === "message",
      conversationId,
    },
    hiddenReason,
  };
}

/** The buyer's and the owner's actions on a listing; the services check who may do what. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContextKey);
  const id = parseListingId(params.listingId);
  const fields = formFields(await readForm(request));
  const intent = fields.intent ?? "";
  // A refused report or message carries back what was typed, for the page a browser without
  // scripts gets in answer (the dialog keeps its own text). A form a behaviour sent (record 099)
  // is answered with a toast rather than a line in the page.
  const inPlace = request.headers.get(FORM_FETCH_HEADER) === "1";
  const answer = (ok: boolean, message: string, status = 200, contact?: string) =>
    data({ intent, ok, message, inPlace, ...(ok ? {} : { value: fields.reason ?? fields.text ?? "" }), ...(contact ? { contact } : {}) }, { status });
  if (id === null) return answer(false, STRINGS.common.noData, 404);
  const me = await ctx.currentUser();
  try {
    switch (intent) {
      case "unavailable": {
        if (!me) return answer(false, STRINGS.screens.listing.signInFirst, 401);
        await markUnavailable(ctx, me, id);
        return answer(true, AVAILABILITY_MESSAGES.done);
      }
      // The owner's Mark sold, Mark available and Renew (the same services as the API).
      case "sold":
      case "available":
      case "renew": {
        if (!me) return answer(false, STRINGS.screens.listing.signInFirst, 401);
        return answer(true, await ownerStatusAction(ctx, me, id, intent));
      }
      case "favourite": {
        // The heart's form, posted by a browser without scripts (with one, the heart calls the API).
        if (!me) throw redirect(signInPath(`/listing/${id}`));
        if (fields.saved === "false") {
          await removeFavourite(ctx.db, me.id, id);
          return answer(true, STRINGS.server.listings.removed);
        }
        if (!(await addFavourite(ctx.db, me.id, id))) return answer(false, STRINGS.common.noData, 404);
        return answer(true, STRINGS.server.listings.added);
      }
      // Show contact (docs/decisions/121): the page again, with the seller's number written in.
      case "show-contact":
        return answer(true, "", 200, await revealContact(ctx, id, request.headers));
      case "report": {
        const parsed = v.safeParse(ReportSchema, fields);
        if (!parsed.success) return answer(false, parsed.issues[0]?.message ?? REPORT_MESSAGES.reasonRequired, 400);
        await reportListing(ctx, reporterOf(await ctx.currentUser(), request.headers), id, parsed.output.reason);
        return answer(true, REPORT_MESSAGES.sent, 201);
      }
      case "message": {
        // The first message starts the conversation (or adds to the one there is), and the buyer
        // goes on to it; a quick reply's button (no script) sends its own words.
        if (!me) return answer(false, MESSAGE_MESSAGES.signIn, 401);
        // A quick reply pressed after typing is added to the words, to be read and sent, not sent over them.
        const typed = fields.text ?? "";
        const text = fields.quickReply ? withQuickReply(typed, fields.quickReply, quickReplies()) : typed;
        if (fields.quickReply && text.trim() !== fields.quickReply.trim()) {
          return data({ intent, ok: false, message: CONVERSATION_MESSAGES.quickReplyAdded, inPlace, value: text }, { status: 200 });
        }
        const parsed = v.safeParse(StartConversationInput, { listingId: String(id), text });
        if (!parsed.success) return answer(false, parsed.issues[0]?.message ?? MESSAGE_MESSAGES.bodyRequired, 400);
        const { conversationId } = await startConversation(ctx, me, id, parsed.output.text);
        throw redirect(`/messages/${conversationId}`, { headers: redirectHeaders([], { message: CONVERSATION_MESSAGES.started, kind: "success" }) });
      }
      default:
        return answer(false, STRINGS.common.unknownAction, 400);
    }
  } catch (error) {
    const refusal = asRefusal(error);
    // The spec's texts: a refused Mark Unavailable reads 'Failed to mark unavailable' unless the server says why.
    const message = intent === "unavailable" && refusal.status !== 403 ? AVAILABILITY_MESSAGES.failed : refusal.message;
    return answer(false, message, refusal.status);
  }
}

/**
 * The listing page, or the under-review page a visitor gets while reports hide it. The photos, the
 * dialogs, Share and the owner's buttons are behaviours over the server's forms (app/enhance/listing.ts
 * lists them), which work without them (docs/decisions/096 and 128).
 */
export default function ListingRoute({ loaderData, actionData }: Route.ComponentProps) {
  // The report that hid it comes back to this page (a swap puts its <main> in place): it says the report went.
  if ("underReview" in loaderData) return <ListingUnderReview sent={actionData?.ok ? actionData.message : null} />;
  return <ListingDetail loaderData={loaderData} />;
}

function ListingDetail({ loaderData }: { loaderData: Exclude<Route.ComponentProps["loaderData"], { underReview: true }> }) {
  const { listing, seller, safety, viewer } = loaderData;
  const off = amountOff(listing);
  const details = listingDetails(listing);
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const origin = root?.origin ?? "";
  // A form posted without scripts comes back with the page: success shows here, a refused
  // report or message inside its own form.
  const result = useActionData<typeof action>();
  // Nobody calls or saves their own listing, and nobody can buy what is no longer available,
  // sold or expired.
  const ended = listing.status === "sold" || listing.status === "expired";
  const contactable = !viewer.isOwner && listing.isAvailable !== false && !ended;
  // A refused report or message is said inside its own form, where the page has that form; else
  // (an owner's own listing, one that ended) here, with the other answers.
  const reportForm = !viewer.isOwner && !ended;
  const refusalInForm = (intent: string) =>
    (intent === "report" && reportForm) ||
    (intent === "message" && reportForm && viewer.signedIn && viewer.conversationId === null) ||
    (intent === "show-contact" && contactable);
  const reveal = result?.intent === "show-contact" ? result : null;
  return (
    <main className="page listing-detail" id="main" {...favouriteTexts()}>
      {/* The page's script (or low-data mode's) records the view for Recently Viewed. */}
      <div
        hidden
        {...viewedListingContract.values({
          entry: JSON.stringify({
            _id: listing._id,
            name: listing.name,
            imageUrl: coverImage(listing.imageUrls),
            price: effectivePrice(listing),
            regularPrice: listing.regularPrice,
            offer: listing.offer,
            type: listing.type,
            location: listing.location,
          }),
        })}
        {...attach(viewedListingContract)}
      />
      {/* The hearts show empty when the favourites could not be read: a toast says so. */}
      {root?.favouritesFailed ? <ServerToast message={STRINGS.screens.listing.statusFailed} /> : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD escaped by jsonForScript */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(listingProductSchema(listing, origin)) }} />
      <nav className="breadcrumbs" aria-label={STRINGS.screens.listing.breadcrumb}>
        <a href="/">{STRINGS.common.home}</a>
        <span aria-hidden="true">›</span>
        <a href={`/browse?${new URLSearchParams({ category: listing.category })}`}>{categoryLabel(listing.category)}</a>
        {listing.subcategory ? (
          <>
            <span aria-hidden="true">›</span>
            <a href={`/browse?${new URLSearchParams({ category: listing.category, subcategory: listing.subcategory })}`}>
              {categoryLabel(listing.subcategory)}
            </a>
          </>
        ) : null}
      </nav>
      {/* Two columns on wide screens (photos and description; summary and safety); on a phone the
          columns dissolve and the order is photos, summary, description, safety. */}
      <div className="listing-detail-grid">
        <div className="listing-detail-main">
          <ImageCarousel images={listing.imageUrls} name={listing.name} />
          <section className="listing-description" aria-labelledby="description-heading">
            <h2 id="description-heading">{STRINGS.common.description}</h2>
            <p>{listing.description || STRINGS.components.listingCard.noDescription}</p>
            {details.length > 0 ? (
              <>
                <h2>{STRINGS.components.listingCard.details}</h2>
                <dl className="details-list">
                  <div>
                    <dt>{STRINGS.common.category}</dt>
                    <dd>
                      {listing.subcategory ? `${categoryLabel(listing.category)} › ${categoryLabel(listing.subcategory)}` : categoryLabel(listing.category)}
                    </dd>
                  </div>
                  {details.map((detail) => (
                    <div key={detail.label}>
                      <dt>{detail.label}</dt>
                      <dd>{detail.value}</dd>
                    </div>
                  ))}
                </dl>
              </>
            ) : null}
          </section>
        </div>
        <div className="listing-detail-side">
          <section className="listing-summary" aria-labelledby="listing-name" {...swapContract.part("target", LISTING_PARTS.summary)}>
            {listing.status === "sold" || listing.status === "expired" ? <ListingEnded status={listing.status} isOwner={viewer.isOwner} /> : null}
            {loaderData.hiddenReason !== null ? (
              <HiddenListingNotice
                reason={loaderData.hiddenReason}
                isOwner={viewer.isOwner}
                fallback={STRINGS.screens.listing.hiddenNotice}
                heldFor={listing.heldFor}
              />
            ) : null}
            <div className="badges">
              {/* A job or a CV is neither sold nor let (decision 114). */}
              {isWorkCategory(listing.category) ? null : (
                <span className={`badge ${listing.type}`}>{listing.type === "rent" ? STRINGS.screens.listing.forRent : STRINGS.screens.listing.forSale}</span>
              )}
              {off !== null ? <span className="badge offer">{STRINGS.screens.listing.amountOff(formatKsh(off))}</span> : null}
              {listing.isAvailable === false ? <span className="badge unavailable">{STRINGS.components.listingCard.unavailable}</span> : null}
            </div>
            <h1 id="listing-name">{listing.name}</h1>
            {listing.isAvailable === false ? <p className="unavailable-meaning">{STRINGS.screens.listing.unavailableMeaning}</p> : null}
            <Price listing={listing} className="price large" />
            {safety.priceWarning ? <PriceWarning /> : null}
            <p className="listing-facts">
              <span>{STRINGS.components.listingCard.place(listing.area, listing.location)}</span>
              <span>{STRINGS.components.listingCard.views(listing.views)}</span>
              <span>
                {STRINGS.screens.listing.posted} <time dateTime={listing.createdAt}>{formatPostedDate(listing.createdAt)}</time>
              </span>
            </p>
            {result && !(result.ok && result.intent === "show-contact") && (result.ok || !refusalInForm(result.intent)) ? (
              result.inPlace ? (
                <ActionToast result={result} />
              ) : (
                <p className={result.ok ? "notice action-result" : "inline-error action-result"} role={result.ok ? "status" : "alert"}>
                  {result.message}
                </p>
              )
            ) : null}
            <div className="listing-actions">
              {contactable ? <ContactButtons listing={listing} /> : null}
              {viewer.isOwner || ended ? null : (
                <MessageSeller
                  signedIn={viewer.signedIn}
                  signInHref={viewer.signInHref}
                  conversationId={viewer.conversationId}
                  result={result}
                  ready={viewer.messageReady}
                />
              )}
              <ShareButton />
              {viewer.isOwner || ended ? null : <FavouriteButton listingId={listing._id} listingName={listing.name} />}
            </div>
            {contactable && listing.phoneNumber ? (
              <ContactReveal
                listingId={listing._id}
                revealed={reveal?.ok ? (reveal.contact ?? null) : null}
                refusal={reveal && !reveal.ok ? reveal.message : null}
              />
            ) : null}
            {viewer.isOwner ? <OwnerActions listingId={listing._id} isAvailable={listing.isAvailable} status={listing.status} /> : null}
            <SellerFacts
              sellerId={listing.userRef}
              sellerName={listing.sellerName}
              businessName={listing.businessName}
              isSellerVerified={listing.isSellerVerified}
              phoneVerified={seller.phoneVerified}
              rating={seller.rating}
              memberSince={listing.seller?.memberSince ?? null}
              newDays={safety.sellerNewDays}
            />
          </section>
          <aside className="safety-box" aria-labelledby="safety-heading">
            <h2 id="safety-heading">{STRINGS.screens.listing.safetyTitle}</h2>
            <ul>
              {STRINGS.screens.listing.safetyTips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
            <a href="/safety-guide">{STRINGS.common.readGuide}</a>
          </aside>
          {viewer.isOwner || ended ? null : <ReportAbuse result={result} />}
        </div>
      </div>
      <MoreFromSeller sellerId={listing.userRef} sellerName={listing.sellerName} listings={seller.more} />
      <SimilarListings listings={loaderData.similar} category={listing.category} subcategory={listing.subcategory} moreHref={loaderData.similarMore} />
      <PageScript code={listingEnhancer} />
    </main>
  );
}

/** A missing listing shows the spec's empty text; any other failure its inline failure text. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = errorStatus(error) === 404;
  return (
    <ErrorScreen
      title={missing ? STRINGS.server.common.common.listingNotFound : STRINGS.common.errorTitle}
      message={missing ? STRINGS.common.noData : STRINGS.screens.listing.failed(STRINGS.common.errorFallback)}
      tone={missing ? "empty" : "error"}
      action={{ href: "/search", label: STRINGS.common.exploreAll }}
    />
  );
}
