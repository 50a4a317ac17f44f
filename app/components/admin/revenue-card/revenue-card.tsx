import { attach } from "../../../behaviours/contract";
import { formatKsh } from "../../../domain/money";
import { STRINGS } from "../../../i18n";
import { revenueCardContract } from "./revenue-card.contract";
import "./revenue-card.css";
import "../../../styles/admin.css";

/**
 * Total revenue, masked until clicked; a click toggles (spec section 2). The sum of confirmed M-Pesa
 * payments (docs/decisions/082), not an estimate. The sum waits in the page, masked, for the
 * behaviour (./revenue-card.behaviour.ts): without scripts the dashboard never shows it.
 */
export function RevenueCard({ totalRevenue }: { totalRevenue: number }) {
  const t = STRINGS.components.adminRevenueCard;
  return (
    <div className="admin-card">
      <h3>{t.totalRevenue}</h3>
      <button
        type="button"
        className="revenue"
        aria-pressed="false"
        {...attach(revenueCardContract)}
        {...revenueCardContract.values({ shown: formatKsh(totalRevenue), showLabel: t.showRevenue, hideLabel: t.hideRevenue })}
      >
        <span className="visually-hidden" {...revenueCardContract.part("label")}>
          {t.showRevenue}:{" "}
        </span>
        <span {...revenueCardContract.part("figure")}>KSh ••••••</span>
      </button>
      <p className="hint">{t.revenueHint}</p>
    </div>
  );
}
