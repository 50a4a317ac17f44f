import adminEnhancer from "virtual:inline-script/admin";
import { data, redirect } from "react-router";
import { requestContextKey } from "../../worker/context";
import { dashboardData, type DashboardData } from "../../worker/services/safety/dashboard";
import { addHomepageImages, claimHomepageImages, deleteHomepageImage, listHomepageImages } from "../../worker/services/media/homepage-images";
import { flagIdOf, settleCopiedPhotos } from "../../worker/services/safety/listing-flags";
import { decideHeldListing } from "../../worker/services/safety/listing-holds";
import { parseListingId } from "../../worker/services/listings/listings";
import { decideVerification, setListingHidden } from "../../worker/services/safety/moderation";
import { markPersonReportReviewed, personReportIdOf } from "../../worker/services/safety/person-reports";
import { dismissReviewReports, removeReview, type ReportedReview, reportedReviews } from "../../worker/services/safety/reviews";
import { type AuditEntry, auditLog } from "../../worker/services/safety/audit-log";
import { actOnPerson } from "../lib/person-actions.server";
import type { AdminActionResult } from "../components/admin/action-note";
import { DashboardSections } from "../components/admin/dashboard-sections";
import { PageScript } from "../components/page-script";
import { attach } from "../behaviours/contract";
import { swapContract } from "../behaviours/swap/swap.contract";
import { refreshSectionsContract, UPDATED_PART } from "../components/admin/live-sections/live-sections.contract";
import { ADMIN_MESSAGES } from "../domain/admin";
import { REVIEW_MESSAGES } from "../domain/reviews";
import { formFields } from "../domain/account";
import { LIMITS } from "../domain/limits";
import { formatEatDateTime } from "../domain/time";
import { STRINGS } from "../i18n";
import type { Route } from "./+types/admin-dashboard";
import { asRefusal, readForm } from "../lib/guards.server";
import { Refusal } from "../../worker/services/refusal";
import { signInPath } from "../lib/sign-in-path";
// The rules home, search, browse and a listing never use (docs/decisions/107).
import "../styles/more.css";

const SIGN_IN = signInPath("/admin-dashboard");

/** How many of the audit log's newest actions the dashboard shows (the API pages through all). */
const AUDIT_SHOWN = 20;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${STRINGS.admin.title} | Sokoni` },
  { name: "robots", content: "noindex" },
  // Visitors are sent on to sign in after two seconds, with or without JavaScript.
  ...(loaderData?.state === "anonymous" ? [{ httpEquiv: "refresh" as const, content: `${LIMITS.adminRedirectMs / 1000};url=${SIGN_IN}` }] : []),
];

/** Visitors see the spec's message, signed-in non-admins go home, admins get every figure. */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContextKey);
  const me = await ctx.currentUser();
  if (!me) return data({ state: "anonymous" as const }, { status: 401 });
  if (me.role !== "admin") throw redirect("/");
  try {
    const [dashboard, images, reviews, audit] = await Promise.all([
      dashboardData(ctx.db),
      listHomepageImages(ctx.db),
      reportedReviews(ctx),
      auditLog(ctx.db, { startIndex: 0, limit: AUDIT_SHOWN }),
    ]);
    return { state: "admin" as const, dashboard, images, reviews, audit, error: null };
  } catch (error) {
    console.error("dashboard load", error);
    return {
      state: "admin" as const,
      dashboard: null,
      images: [],
      reviews: [],
      audit: [],
      error: error instanceof Error ? error.message : ADMIN_MESSAGES.serverError,
    };
  }
}

/** The dashboard's buttons; each service checks the admin role again. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContextKey);
  const me = await ctx.currentUser();
  if (!me) throw redirect(SIGN_IN);
  const form = await readForm(request);
  const fields = formFields(form);
  const intent = fields.intent ?? "";
  const answer = (message: string, status = 200) => data<AdminActionResult>({ intent, ok: status < 400, message }, { status });
  try {
    switch (intent) {
      // Suspend, Ban, Restore, Warn and Dismiss (docs/decisions/108), answered beside the card they were pressed in.
      case "suspend-user":
      case "ban-user":
      case "restore-user":
      case "warn-user":
      case "dismiss": {
        const done = await actOnPerson(ctx, me, intent, fields);
        return data<AdminActionResult>({ intent: done.answerIntent, ok: done.status < 400, message: done.message }, { status: done.status });
      }
      case "hide":
      case "restore": {
        const id = parseListingId(fields.listingId);
        if (id === null) return answer(STRINGS.server.common.listingNotFound, 404);
        await setListingHidden(ctx, me, id, intent === "hide");
        return answer(intent === "hide" ? STRINGS.admin.hidden : STRINGS.admin.restored);
      }
      case "verify":
      case "reject":
        return answer(await decideVerification(ctx, me, fields.userId ?? "", intent === "verify"));
      case "delete-image":
        await deleteHomepageImage(ctx, me, Number(fields.imageId));
        return answer(STRINGS.admin.imageRemoved);
      case "upload-images": {
        const texts = (name: string) => form.getAll(name).map(String);
        // With scripts the banners went straight to storage and the form names them.
        const imageUrls = texts("imageUrls").filter(Boolean);
        if (imageUrls.length > 0) await claimHomepageImages(ctx, me, imageUrls, texts("urls"), texts("companyNames"));
        else {
          const files = form.getAll("homepageImages").filter((entry): entry is File => entry instanceof File && entry.size > 0);
          await addHomepageImages(ctx, me, files, texts("urls"), texts("companyNames"));
        }
        return answer(STRINGS.admin.imagesUploaded, 201);
      }
      case "remove-review":
        await removeReview(ctx, me, reviewIdOf(fields.reviewId));
        return answer(REVIEW_MESSAGES.removed);
      case "dismiss-review-reports":
        await dismissReviewReports(ctx, me, reviewIdOf(fields.reviewId));
        return answer(REVIEW_MESSAGES.dismissed);
      case "person-report-reviewed":
        await markPersonReportReviewed(ctx, me, personReportIdOf(fields.reportId));
        return answer(STRINGS.chatSafety.reportReviewed);
      // A "Possible copied photos" flag, as POST /api/admin/listing-flags/:id/dismiss and /hide.
      case "dismiss-copy":
        await settleCopiedPhotos(ctx, me, flagIdOf(fields.flagId), "dismiss");
        return answer(STRINGS.adminReports.dismissed);
      case "hide-copy":
        await settleCopiedPhotos(ctx, me, flagIdOf(fields.flagId), "hide");
        return answer(STRINGS.adminReports.copyHidden);
      // A listing the scam guard held, as POST /api/admin/held-listings/:id/approve and /reject.
      case "approve-held":
      case "reject-held": {
        const id = parseListingId(fields.listingId);
        if (id === null) return answer(STRINGS.heldListings.notHeld, 404);
        await decideHeldListing(ctx, me, id, intent === "approve-held" ? "approve" : "reject");
        return answer(intent === "approve-held" ? STRINGS.heldListings.approved : STRINGS.heldListings.rejected);
      }
      default:
        return answer(STRINGS.ui.common.unknownAction, 400);
    }
  } catch (error) {
    const refusal = asRefusal(error);
    return answer(intent === "upload-images" ? ADMIN_MESSAGES.uploadFailed(refusal.message) : refusal.message, refusal.status);
  }
}

/** A review's id from the form; anything else is a review that does not exist. */
function reviewIdOf(raw: string | undefined): number {
  const id = /^[1-9][0-9]{0,15}$/.test(raw ?? "") ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw new Refusal(404, REVIEW_MESSAGES.notFound);
  return id;
}

/**
 * The buttons are forms the server answers with the page; the live figures and Refresh fetch the
 * page again, and the behaviours app/enhance/admin.ts lists do what scripts add (docs/decisions/100
 * and 128).
 */
export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "anonymous") {
    // The page's refresh (meta) sends the visitor on to sign in, with or without scripts.
    return (
      <main className="page narrow error-screen" id="main">
        <h1>{STRINGS.admin.title}</h1>
        <p role="alert">{ADMIN_MESSAGES.logIn}</p>
        <PageScript code={adminEnhancer} />
      </main>
    );
  }
  return (
    <Dashboard dashboard={loaderData.dashboard} images={loaderData.images} reviews={loaderData.reviews} audit={loaderData.audit} loadError={loaderData.error} />
  );
}

/** "HTTP Error: {status}" in the reader's language, for the script to fill in. */
function httpErrorTemplate(): string {
  return ADMIN_MESSAGES.httpError("{status}" as unknown as number);
}

function Dashboard({
  dashboard,
  images,
  reviews,
  audit,
  loadError,
}: {
  dashboard: DashboardData | null;
  images: Awaited<ReturnType<typeof listHomepageImages>>;
  reviews: ReportedReview[];
  audit: AuditEntry[];
  loadError: string | null;
}) {
  const t = STRINGS.admin;
  return (
    <main className="page admin-page" id="main">
      <header className="admin-head">
        <h1>{t.title}</h1>
        {dashboard ? (
          <>
            <p className="updated" {...swapContract.part("target", UPDATED_PART)}>
              {t.lastUpdated} <time dateTime={dashboard.updatedAt}>{formatEatDateTime(dashboard.updatedAt)}</time>
            </p>
            {/* Without scripts a reload; the script asks for the page in place (Refreshing...). */}
            <form method="get" className="admin-refresh" {...attach(refreshSectionsContract)}>
              <button type="submit" className="button outline small" {...swapContract.values({ busyText: t.refreshing })}>
                {t.refresh}
              </button>
            </form>
          </>
        ) : null}
      </header>
      {dashboard ? (
        <>
          <p
            className="inline-error"
            role="alert"
            hidden
            {...refreshSectionsContract.part("error")}
            {...refreshSectionsContract.values({
              offline: ADMIN_MESSAGES.refreshFailed(t.offline),
              status: ADMIN_MESSAGES.refreshFailed(httpErrorTemplate()),
              retry: t.retry,
            })}
          />
          <DashboardSections dashboard={dashboard} images={images} reportedReviews={reviews} audit={audit} />
        </>
      ) : (
        <section className="admin-error" role="alert">
          <p>{ADMIN_MESSAGES.loadFailed(loadError ?? ADMIN_MESSAGES.serverError)}</p>
          <a className="button" href="/admin-dashboard">
            {t.retry}
          </a>
        </section>
      )}
      <PageScript code={adminEnhancer} />
    </main>
  );
}
