import plainEnhancer from "virtual:inline-script/plain";
import { redirect } from "react-router";
import { requestContextKey } from "../../worker/context";
import { allPayments } from "../../worker/services/payments/dashboard-payments";
import { formatKsh } from "../domain/money";
import { formatEatDateTime } from "../domain/time";
import { signInPath } from "../lib/guards.server";
import { STRINGS } from "../i18n";
import type { Route } from "./+types/admin-payments";
import { PageScript } from "../components/page-script";
import { TableScroll } from "../components/table-scroll";
// The rules home, search, browse and a listing never use (docs/decisions/107).
import "./admin-payments.css";

/**
 * Every M-Pesa payment and its state, for admins: newest first, 25 a page, filtered by
 * state with links (no script needed). The dashboard's Transactions shows the newest few.
 */
export const meta: Route.MetaFunction = () => [{ title: `${STRINGS.common.payments} | Sokoni` }, { name: "robots", content: "noindex" }];

const PAGE_SIZE = 25;
const STATES = ["pending", "paid", "cancelled", "timeout", "failed"] as const;
type State = (typeof STATES)[number];

function hrefOf(status: State | null, page: number): string {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (page > 1) params.set("page", String(page));
  return `/admin-dashboard/payments${params.size > 0 ? `?${params}` : ""}`;
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContextKey);
  const me = await ctx.currentUser();
  if (!me) throw redirect(signInPath(url.pathname + url.search));
  if (me.role !== "admin") throw redirect("/");
  const status = STATES.find((state) => state === url.searchParams.get("status")) ?? null;
  const page = Math.min(100_000, Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  const result = await allPayments(ctx.db, { status, startIndex: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  return { ...result, status, page, pages: Math.max(1, Math.ceil(result.total / PAGE_SIZE)) };
}

/** Links and a table, with the text pages' script for the header (app/enhance/plain.ts). */
export default function AdminPayments({ loaderData }: Route.ComponentProps) {
  const { payments, status, page, pages, total } = loaderData;
  return (
    <main className="page admin-payments" id="main">
      <p>
        <a href="/admin-dashboard">{STRINGS.common.title}</a>
      </p>
      <h1>{STRINGS.common.payments}</h1>
      <nav className="status-filter" aria-label={STRINGS.common.statusFilter}>
        {[null, ...STATES].map((state) => (
          <a key={state ?? "all"} className="chip" href={hrefOf(state, 1)} aria-current={state === status ? "page" : undefined}>
            {state ? STRINGS.common.statuses[state] : STRINGS.common.allStatuses}
          </a>
        ))}
      </nav>
      <p>{STRINGS.screens.adminPayments.paymentsCount(total)}</p>
      {payments.length === 0 ? (
        <p className="empty">{STRINGS.screens.adminPayments.noPayments}</p>
      ) : (
        <TableScroll label={STRINGS.common.payments}>
          <table className="payments-table">
            <thead>
              <tr>
                <th scope="col">{STRINGS.screens.adminPayments.paymentWhen}</th>
                <th scope="col">{STRINGS.screens.adminPayments.paymentListing}</th>
                <th scope="col">{STRINGS.screens.adminPayments.paymentAmount}</th>
                <th scope="col">{STRINGS.screens.adminPayments.paymentState}</th>
                <th scope="col">{STRINGS.screens.adminPayments.paymentReceipt}</th>
                <th scope="col">{STRINGS.screens.adminPayments.paymentPhone}</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment.id}>
                  <td>{formatEatDateTime(payment.createdAt)}</td>
                  <td>{payment.name}</td>
                  <td>{formatKsh(payment.count)}</td>
                  <td>
                    <span className={`badge payment-${payment.status}`}>{STRINGS.common.statuses[payment.status]}</span>
                  </td>
                  <td>{payment.receipt ?? ""}</td>
                  <td>{payment.phone}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {pages > 1 ? (
        <nav className="my-listings-pager" aria-label={STRINGS.common.pageOf(page, pages)}>
          {page > 1 ? (
            <a className="button small outline" href={hrefOf(status, page - 1)}>
              {STRINGS.common.previous}
            </a>
          ) : (
            <span />
          )}
          <span>{STRINGS.common.pageOf(page, pages)}</span>
          {page < pages ? (
            <a className="button small outline" href={hrefOf(status, page + 1)}>
              {STRINGS.common.next}
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
      <PageScript code={plainEnhancer} />
    </main>
  );
}
