import adminEnhancer from "virtual:inline-script/admin";
import { data, redirect } from "react-router";
import { requestContextKey } from "../../worker/context";
import { dashboardData, type DashboardData } from "../../worker/services/safety/dashboard";
import { listHomepageImages } from "../../worker/services/media/homepage-images";
import { type ReportedReview, reportedReviews } from "../../worker/services/safety/reviews";
import { type AuditEntry, auditLog } from "../../worker/services/safety/audit-log";
import { handlerOf } from "../actions/intents.server";
import { PEOPLE_INTENTS } from "../actions/admin/people.server";
import { LISTING_INTENTS } from "../actions/admin/listings.server";
import { REVIEW_INTENTS } from "../actions/admin/reviews.server";
import { HOMEPAGE_IMAGE_INTENTS } from "../actions/admin/homepage-images.server";
import { adminAnswer } from "../actions/admin/answer.server";
import { DashboardSections } from "../components/admin/dashboard-sections";
import { PageScript } from "../components/page-script";
import { attach } from "../behaviours/contract";
import { swapContract } from "../behaviours/swap/swap.contract";
import { refreshSectionsContract, UPDATED_PART } from "../components/admin/live-sections/live-sections.contract";
import { ADMIN_MESSAGES } from "../domain/admin";
import { formFields } from "../domain/account";
import { LIMITS } from "../domain/limits";
import { formatEatDateTime } from "../domain/time";
import { STRINGS } from "../i18n";
import type { Route } from "./+types/admin-dashboard";
import { readForm } from "../lib/guards.server";
import { signInPath } from "../lib/sign-in-path";
// The rules home, search, browse and a listing never use (docs/decisions/107).
import "./admin-dashboard.css";

const SIGN_IN = signInPath("/admin-dashboard");

/** How many of the audit log's newest actions the dashboard shows (the API pages through all). */
const AUDIT_SHOWN = 20;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${STRINGS.common.title} | Sokoni` },
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

/** The dashboard's buttons, by what they act on (app/actions/). */
const DASHBOARD_INTENTS = { ...PEOPLE_INTENTS, ...LISTING_INTENTS, ...REVIEW_INTENTS, ...HOMEPAGE_IMAGE_INTENTS };

export async function action({ request, url, context }: Route.ActionArgs) {
  const ctx = context.get(requestContextKey);
  const me = await ctx.currentUser();
  if (!me) throw redirect(SIGN_IN);
  const form = await readForm(request);
  const fields = formFields(form);
  const handler = handlerOf(DASHBOARD_INTENTS, fields.intent);
  if (!handler) return adminAnswer(fields.intent ?? "", STRINGS.common.unknownAction, 400);
  return handler({ ctx, me, intent: fields.intent ?? "", fields, form, request, url });
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
        <h1>{STRINGS.common.title}</h1>
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
  return (
    <main className="page admin-page" id="main">
      <header className="admin-head">
        <h1>{STRINGS.common.title}</h1>
        {dashboard ? (
          <>
            <p className="updated" {...swapContract.part("target", UPDATED_PART)}>
              {STRINGS.screens.adminDashboard.lastUpdated} <time dateTime={dashboard.updatedAt}>{formatEatDateTime(dashboard.updatedAt)}</time>
            </p>
            {/* Without scripts a reload; the script asks for the page in place (Refreshing...). */}
            <form method="get" className="admin-refresh" {...attach(refreshSectionsContract)}>
              <button type="submit" className="button outline small" {...swapContract.values({ busyText: STRINGS.screens.adminDashboard.refreshing })}>
                {STRINGS.screens.adminDashboard.refresh}
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
              offline: ADMIN_MESSAGES.refreshFailed(STRINGS.screens.adminDashboard.offline),
              status: ADMIN_MESSAGES.refreshFailed(httpErrorTemplate()),
              retry: STRINGS.screens.adminDashboard.retry,
            })}
          />
          <DashboardSections dashboard={dashboard} images={images} reportedReviews={reviews} audit={audit} />
        </>
      ) : (
        <section className="admin-error" role="alert">
          <p>{ADMIN_MESSAGES.loadFailed(loadError ?? ADMIN_MESSAGES.serverError)}</p>
          <a className="button" href="/admin-dashboard">
            {STRINGS.screens.adminDashboard.retry}
          </a>
        </section>
      )}
      <PageScript code={adminEnhancer} />
    </main>
  );
}
