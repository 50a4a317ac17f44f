import type { ReactNode } from "react";
import type { AuditEntry } from "../../../worker/services/safety/audit-log";
import type { DashboardData, DashboardItem, FlaggedListing, PersonItem } from "../../../worker/services/safety/dashboard";
import type { PaymentItem } from "../../../worker/services/payments/dashboard-payments";
import type { HomepageImage } from "../../../worker/services/media/homepage-images";
import { ADMIN_MESSAGES } from "../../domain/admin";
import { LISTING_SAFETY_MESSAGES } from "../../domain/listing-safety-texts";
import { formatKsh } from "../../domain/money";
import { formatPostedDate } from "../../domain/time";
import { ActionNote } from "./action-note";
import { attach } from "../../behaviours/contract";
import { liveSectionsContract } from "./live-sections/live-sections.contract";
import { RevenueCard } from "./revenue-card/revenue-card";
import { adminForm, adminSection } from "./admin-form";
import { STRINGS } from "../../i18n";
import { categoryLabel } from "../../i18n/labels";
import type { ReportedReview } from "../../../worker/services/safety/reviews";
import { PersonReports } from "./chat-safety";
import { ReportedReviews } from "./reported-reviews";
import { ReportsSection } from "./reports-section";
import { SponsorImages } from "./sponsor-upload/sponsor-images";
import { AuditLog } from "./audit-log";
import { PersonActions, personIntents } from "./person-actions";
import { groupedCount } from "../../domain/ksh";
import { sellerPath } from "../../domain/seller-path";
import "./dashboard-sections.css";
import "../../styles/admin.css";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="admin-section" aria-labelledby={`${id}-heading`} {...adminSection(id)}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </section>
  );
}

/** A card of at most five lines, each `name (count)`, or the spec's 'No data available'. */
function ItemList({
  title,
  hint,
  items,
  render,
  children,
}: {
  title: string;
  hint?: string;
  items: DashboardItem[];
  render?: (item: DashboardItem) => ReactNode;
  /** More of the card after the list (User complaints' reports about people). */
  children?: ReactNode;
}) {
  return (
    <div className="admin-card" data-list={title}>
      <h3>{title}</h3>
      {hint ? <p className="hint">{hint}</p> : null}
      {items.length === 0 ? (
        <p className="empty">{ADMIN_MESSAGES.noData}</p>
      ) : (
        <ol className="admin-list">
          {items.map((item) => (
            <li key={item.id}>{render ? render(item) : <ItemText item={item} />}</li>
          ))}
        </ol>
      )}
      {children}
    </div>
  );
}

/** A list's line; `note` is a date, told as `noteLabel` says (joined, asked). */
function ItemText({
  item,
  href,
  noteLabel = STRINGS.components.adminDashboardSections.joined,
}: {
  item: DashboardItem;
  href?: string;
  noteLabel?: (date: string) => string;
}) {
  const name = href ? <a href={href}>{item.name}</a> : <span>{item.name}</span>;
  return (
    <span className="item-text">
      {name} <span className="count">({groupedCount(item.count)})</span>
      {item.note ? <small className="hint"> · {noteLabel(formatPostedDate(item.note))}</small> : null}
    </span>
  );
}

/** A payment: amount, what for, its state (with the M-Pesa receipt once paid), the number and the day. */
function PaymentText({ item }: { item: DashboardItem }) {
  const payment = item as PaymentItem;
  return (
    <span className="item-text payment-item">
      <strong>{formatKsh(payment.count)}</strong> {payment.name}{" "}
      <span className={`badge payment-${payment.status}`}>{STRINGS.common.statuses[payment.status]}</span>
      <small className="hint">
        {" "}
        · {payment.receipt ? `${payment.receipt} · ` : ""}
        {payment.phone} · {formatPostedDate(payment.createdAt)}
      </small>
    </span>
  );
}

/** A person in the user lists: their line, and Suspend, Ban or Restore (docs/decisions/108). */
function PersonRow({ item, noteLabel }: { item: PersonItem; noteLabel?: (date: string) => string }) {
  return (
    <span className="item-row person-row">
      <ItemText item={item} href={sellerPath(item.id)} noteLabel={noteLabel} />
      <PersonActions person={{ id: item.id, name: item.name }} standing={item.standing} until={item.until} isAdmin={item.isAdmin} source="users" sentInPlace />
    </span>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="admin-figure">
      <span className="figure-label">{label}</span>
      <strong data-figure={label}>{groupedCount(value)}</strong>
    </div>
  );
}

function DecisionButtons({ item }: { item: DashboardItem }) {
  return (
    <span className="item-row">
      <ItemText item={item} noteLabel={STRINGS.components.adminDashboardSections.asked} />
      <form method="post" className="item-actions" {...adminForm()}>
        <input type="hidden" name="userId" value={item.id} />
        <button
          type="submit"
          name="intent"
          value="verify"
          className="button small"
          aria-label={`${STRINGS.components.adminDashboardSections.approve} ${item.name}`}
        >
          {STRINGS.components.adminDashboardSections.approve}
        </button>
        <button
          type="submit"
          name="intent"
          value="reject"
          className="button small outline"
          aria-label={`${STRINGS.components.adminDashboardSections.reject} ${item.name}`}
        >
          {STRINGS.components.adminDashboardSections.reject}
        </button>
      </form>
    </span>
  );
}

function FlaggedRow({ item }: { item: FlaggedListing }) {
  const intent = item.isHidden ? "restore" : "hide";
  return (
    <span className="item-row flagged">
      <span>
        <ItemText item={item} href={`/listing/${item.id}`} />
        {/* `by-reports`, not the reports group's `hidden-by-reports` row, whose rules would make a bar of it. */}
        {item.isHidden ? (
          <span className={item.hiddenReason === "reports" ? "badge unavailable by-reports" : "badge unavailable"}>
            {item.hiddenReason === "reports" ? LISTING_SAFETY_MESSAGES.hiddenByReports : STRINGS.components.adminDashboardSections.hiddenBadge}
          </span>
        ) : null}
      </span>
      {item.reasons.length > 0 ? (
        <ul className="reasons">
          {item.reasons.map((reason, index) => (
            <li key={index}>{reason}</li>
          ))}
        </ul>
      ) : null}
      <form method="post" className="item-actions" {...adminForm()}>
        <input type="hidden" name="listingId" value={item.id} />
        <button
          type="submit"
          name="intent"
          value={intent}
          className={item.isHidden ? "button small outline" : "button small danger"}
          aria-label={`${item.isHidden ? STRINGS.components.adminDashboardSections.restore : STRINGS.components.adminDashboardSections.hide} ${item.name}`}
        >
          {item.isHidden ? STRINGS.components.adminDashboardSections.restore : STRINGS.components.adminDashboardSections.hide}
        </button>
      </form>
    </span>
  );
}

/** Every section of the dashboard, in the spec's order. */
export function DashboardSections({
  dashboard,
  images,
  reportedReviews = [],
  audit = [],
}: {
  dashboard: DashboardData;
  images: HomepageImage[];
  reportedReviews?: ReportedReview[];
  audit?: AuditEntry[];
}) {
  return (
    <div className="admin-sections" {...attach(liveSectionsContract)}>
      <Section id="overview" title={STRINGS.components.adminDashboardSections.overview}>
        <div className="admin-figures">
          <Figure label={STRINGS.components.adminDashboardSections.totalListings} value={dashboard.totalListings} />
          <Figure label={STRINGS.components.adminDashboardSections.totalUsers} value={dashboard.totalUsers} />
          <Figure label={STRINGS.components.adminDashboardSections.activeListings} value={dashboard.activeListings} />
          <Figure label={STRINGS.components.adminDashboardSections.inactiveListings} value={dashboard.inactiveListings} />
        </div>
      </Section>
      <Section id="homepage-images" title={STRINGS.components.adminDashboardSections.homepageImages}>
        <SponsorImages images={images} />
      </Section>
      <Section id="listings-management" title={STRINGS.components.adminDashboardSections.listingsManagement}>
        <div className="admin-cards">
          <ItemList
            title={STRINGS.components.adminDashboardSections.topCategories}
            items={dashboard.topCategories}
            render={(item) => <ItemText item={{ ...item, name: categoryLabel(item.name) }} href={`/browse?${new URLSearchParams({ category: item.id })}`} />}
          />
          <ItemList
            title={STRINGS.components.adminDashboardSections.pendingApprovals}
            hint={STRINGS.components.adminDashboardSections.pendingApprovalsHint}
            items={dashboard.pendingApprovals}
            render={(item) => <DecisionButtons item={item} />}
          >
            <ActionNote intents={["verify", "reject"]} />
          </ItemList>
        </div>
      </Section>
      <Section id="user-management" title={STRINGS.components.adminDashboardSections.userManagement}>
        <div className="admin-cards">
          <ItemList
            title={STRINGS.components.adminDashboardSections.topClients}
            hint={STRINGS.components.adminDashboardSections.topClientsHint}
            items={dashboard.topClients}
            render={(item) => <PersonRow item={item as PersonItem} />}
          />
          <ItemList
            title={STRINGS.components.adminDashboardSections.recentUsers}
            hint={STRINGS.components.adminDashboardSections.recentUsersHint}
            items={dashboard.recentUsers}
            render={(item) => <PersonRow item={item as PersonItem} noteLabel={STRINGS.components.adminDashboardSections.joined} />}
          />
        </div>
        <ActionNote intents={personIntents("users")} />
      </Section>
      <Section id="transactions" title={STRINGS.components.adminDashboardSections.transactions}>
        <div className="admin-cards">
          <RevenueCard totalRevenue={dashboard.totalRevenue} />
          <ItemList
            title={STRINGS.components.adminDashboardSections.pendingPayments}
            items={dashboard.pendingPayments}
            render={(item) => <PaymentText item={item} />}
          />
          <ItemList
            title={STRINGS.common.payments}
            hint={STRINGS.components.adminDashboardSections.paymentsHint}
            items={dashboard.recentPayments}
            render={(item) => <PaymentText item={item} />}
          >
            <a className="button small outline" href="/admin-dashboard/payments">
              {STRINGS.components.adminDashboardSections.allPayments}
            </a>
          </ItemList>
        </div>
      </Section>
      <Section id="engagement" title={STRINGS.components.adminDashboardSections.engagement}>
        <div className="admin-cards">
          <ItemList
            title={STRINGS.components.adminDashboardSections.topSearches}
            items={dashboard.topSearches}
            render={(item) => <ItemText item={item} href={`/search?${new URLSearchParams({ searchTerm: item.name })}`} />}
          />
          <ItemList
            title={STRINGS.components.adminDashboardSections.topInteractions}
            hint={STRINGS.components.adminDashboardSections.topInteractionsHint}
            items={dashboard.topInteractions}
            render={(item) => <ItemText item={item} href={`/listing/${item.id}`} />}
          />
        </div>
      </Section>
      <ReportsSection
        dashboard={dashboard}
        flaggedListings={
          <ItemList
            title={STRINGS.components.adminDashboardSections.flaggedListings}
            items={dashboard.flaggedListings}
            render={(item) => <FlaggedRow item={item as FlaggedListing} />}
          >
            <ActionNote intents={["hide", "restore"]} />
          </ItemList>
        }
        complaints={
          <ItemList
            title={STRINGS.components.adminDashboardSections.complaints}
            hint={STRINGS.components.adminDashboardSections.complaintsHint}
            items={dashboard.complaints}
          >
            <PersonReports reports={dashboard.personReports ?? []} />
          </ItemList>
        }
      />
      <Section id="reported-reviews" title={STRINGS.components.adminDashboardSections.reportedReviews}>
        <ReportedReviews reviews={reportedReviews} />
      </Section>
      <Section id="audit-log" title={STRINGS.domain.standing.auditLog}>
        <div className="admin-card">
          <p className="hint">{STRINGS.domain.standing.auditHint}</p>
          <AuditLog entries={audit} />
        </div>
      </Section>
      <Section id="settings" title={STRINGS.components.adminDashboardSections.settings}>
        <p>{ADMIN_MESSAGES.settings}</p>
      </Section>
    </div>
  );
}
