import { formatMonthYear } from "../domain/member-since";
import { replyPercent, replyWithin } from "../domain/storefront";
import { STRINGS } from "../i18n";
import { PhoneVerifiedBadge } from "./listing-seller";
import { SellerStars } from "./seller-stars";
import { VerifiedMark } from "./verified-mark";
import "./seller-header.css";

const t = STRINGS.components.sellerHeader;

export interface SellerHeaderData {
  username: string;
  /** The heading: the name people read, not the handle. */
  name: string;
  avatar: string | null;
  isSellerVerified: boolean;
  phoneVerified: boolean;
  createdAt: string;
  businessNames: string[];
  rating: { average: number | null; count: number };
  responseRate: number | null;
  responseMinutes: number | null;
}

/** Who the seller is and why a buyer may trust them: the top of a storefront. */
export function SellerHeader({ seller }: { seller: SellerHeaderData }) {
  const { rating } = seller;
  return (
    <header className="seller-header">
      {seller.avatar ? (
        <img className="avatar seller-avatar" src={seller.avatar} alt="" width={88} height={88} />
      ) : (
        <span className="avatar letter seller-avatar" aria-hidden="true">
          {seller.username.charAt(0).toUpperCase() || "?"}
        </span>
      )}
      <div className="seller-identity">
        <h1>{seller.name}</h1>
        {seller.businessNames.length > 0 ? (
          <p className="seller-business">
            {t.postsAs} <strong>{seller.businessNames.join(", ")}</strong>
          </p>
        ) : null}
        <p className="seller-since">{t.since(formatMonthYear(seller.createdAt))}</p>
        {seller.isSellerVerified || seller.phoneVerified ? (
          <ul className="seller-badges" aria-label={STRINGS.components.sellerHeader.badges}>
            {seller.isSellerVerified ? (
              <li>
                <VerifiedMark withLabel />
              </li>
            ) : null}
            {seller.phoneVerified ? (
              <li>
                <PhoneVerifiedBadge />
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
      <dl className="seller-facts">
        <div>
          <dt className="visually-hidden">{t.reviews}</dt>
          <dd>
            {rating.count > 0 && rating.average !== null ? (
              <>
                <SellerStars rating={rating.average} /> <a href="#reviews">{t.rating(rating.average.toFixed(1), rating.count)}</a>
              </>
            ) : (
              t.noRating
            )}
          </dd>
        </div>
        {seller.responseRate !== null ? (
          <div>
            <dt className="visually-hidden">{STRINGS.components.sellerHeader.responseRate}</dt>
            <dd>{t.replyRate(replyPercent(seller.responseRate))}</dd>
          </div>
        ) : null}
        {seller.responseRate === null ? (
          <div>
            <dt className="visually-hidden">{STRINGS.components.sellerHeader.responseRate}</dt>
            <dd className="seller-few">{t.newSeller}</dd>
          </div>
        ) : null}
        {seller.responseMinutes !== null ? (
          <div>
            <dt className="visually-hidden">{STRINGS.components.sellerHeader.sellerReplyTime}</dt>
            <dd>{t.replyTime(replyWithin(seller.responseMinutes))}</dd>
          </div>
        ) : null}
      </dl>
    </header>
  );
}
