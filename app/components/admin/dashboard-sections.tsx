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

const t = STRINGS.admin;

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
function ItemText({ item, href, noteLabel = t.joined }: { item: DashboardItem; href?: string; noteLabel?: (date: string) => string }) {
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
      <span className={`badge payment-${payment.status}`}>{STRINGS.boosts.statuses[payment.status]}</span>
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
      <ItemText item={item} noteLabel={t.asked} />
      <form method="post" className="item-actions" {...adminForm()}>
        <input type="hidden" name="userId" value={item.id} />
        <button type="submit" name="intent" value="verify" className="button small" aria-label={`${t.approve} ${item.name}`}>
          {t.approve}
        </button>
        <button type="submit" name="intent" value="reject" className="button small outline" aria-label={`${t.reject} ${item.name}`}>
          {t.reject}
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
            {item.hiddenReason === "reports" ? LISTING_SAFETY_MESSAGES.hiddenByReports : t.hiddenBadge}
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
          aria-label={`${item.isHidden ? t.restore : t.hide} ${item.name}`}
        >
          {item.isHidden ? t.restore : t.hide}
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
      <Section id="overview" title={t.overview}>
        <div className="admin-figures">
          <Figure label={t.totalListings} value={dashboard.totalListings} />
          <Figure label={t.totalUsers} value={dashboard.totalUsers} />
          <Figure label={t.activeListings} value={dashboard.activeListings} />
          <Figure label={t.inactiveListings} value={dashboard.inactiveListings} />
        </div>
      </Section>
      <Section id="homepage-images" title={t.homepageImages}>
        <SponsorImages images={images} />
      </Section>
      <Section id="listings-management" title={t.listingsManagement}>
        <div className="admin-cards">
          <ItemList
            title={t.topCategories}
            items={dashboard.topCategories}
            render={(item) => <ItemText item={{ ...item, name: categoryLabel(item.name) }} href={`/browse?${new URLSearchParams({ category: item.id })}`} />}
          />
          <ItemList
            title={t.pendingApprovals}
            hint={t.pendingApprovalsHint}
            items={dashboard.pendingApprovals}
            render={(item) => <DecisionButtons item={item} />}
          >
            <ActionNote intents={["verify", "reject"]} />
          </ItemList>
        </div>
      </Section>
      <Section id="user-management" title={t.userManagement}>
        <div className="admin-cards">
          <ItemList title={t.topClients} hint={t.topClientsHint} items={dashboard.topClients} render={(item) => <PersonRow item={item as PersonItem} />} />
          <ItemList
            title={t.recentUsers}
            hint={t.recentUsersHint}
            items={dashboard.recentUsers}
            render={(item) => <PersonRow item={item as PersonItem} noteLabel={t.joined} />}
          />
        </div>
        <ActionNote intents={personIntents("users")} />
      </Section>
      <Section id="transactions" title={t.transactions}>
        <div className="admin-cards">
          <RevenueCard totalRevenue={dashboard.totalRevenue} />
          <ItemList title={t.pendingPayments} items={dashboard.pendingPayments} render={(item) => <PaymentText item={item} />} />
          <ItemList title={t.payments} hint={t.paymentsHint} items={dashboard.recentPayments} render={(item) => <PaymentText item={item} />}>
            <a className="button small outline" href="/admin-dashboard/payments">
              {t.allPayments}
            </a>
          </ItemList>
        </div>
      </Section>
      <Section id="engagement" title={t.engagement}>
        <div className="admin-cards">
          <ItemList
            title={t.topSearches}
            items={dashboard.topSearches}
            render={(item) => <ItemText item={item} href={`/search?${new URLSearchParams({ searchTerm: item.name })}`} />}
          />
          <ItemList
            title={t.topInteractions}
            hint={t.topInteractionsHint}
            items={dashboard.topInteractions}
            render={(item) => <ItemText item={item} href={`/listing/${item.id}`} />}
          />
        </div>
      </Section>
      <ReportsSection
        dashboard={dashboard}
        flaggedListings={
          <ItemList title={t.flaggedListings} items={dashboard.flaggedListings} render={(item) => <FlaggedRow item={item as FlaggedListing} />}>
            <ActionNote intents={["hide", "restore"]} />
          </ItemList>
        }
        complaints={
          <ItemList title={t.complaints} hint={t.complaintsHint} items={dashboard.complaints}>
            <PersonReports reports={dashboard.personReports ?? []} />
          </ItemList>
        }
      />
      <Section id="reported-reviews" title={t.reportedReviews}>
        <ReportedReviews reviews={reportedReviews} />
      </Section>
      <Section id="audit-log" title={STRINGS.standing.auditLog}>
        <div className="admin-card">
          <p className="hint">{STRINGS.standing.auditHint}</p>
          <AuditLog entries={audit} />
        </div>
      </Section>
      <Section id="settings" title={t.settings}>
        <p>{ADMIN_MESSAGES.settings}</p>
      </Section>
    </div>
  );
}
