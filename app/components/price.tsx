import { pricePeriodOf } from "../domain/catalog";
import { formatKsh } from "../domain/money";
import { STRINGS } from "../i18n";
import "./price.css";

interface PriceSource {
  offer: boolean;
  regularPrice: number;
  discountPrice?: number;
  type: "sale" | "rent";
  /** A job's or a CV's salary is counted per month or per day (decision 114). */
  category?: string;
  attributes?: Readonly<Record<string, unknown>>;
}

/**
 * The discount with the regular price struck through on offers, else the regular price. A rent's
 * "/ month" is set smaller and the price never breaks inside, so a narrow card keeps it on one line.
 */
export function Price({ listing, className = "price" }: { listing: PriceSource; className?: string }) {
  const discounted = listing.offer && typeof listing.discountPrice === "number";
  const shown = discounted ? listing.discountPrice : listing.regularPrice;
  const amount = formatKsh(shown);
  // A price that is not a number shows as N/A, with no "/ month" after it.
  const period = typeof shown === "number" && Number.isFinite(shown) ? pricePeriodOf({ category: "", ...listing }) : null;
  return (
    <p className={className}>
      <strong>
        {amount}
        {period ? <span className="per">{` ${period === "day" ? STRINGS.components.price.perDay : STRINGS.components.price.perMonth}`}</span> : null}
      </strong>
      {discounted ? (
        <s className="was">
          <span className="visually-hidden">{`${STRINGS.components.price.was} `}</span>
          {formatKsh(listing.regularPrice)}
        </s>
      ) : null}
    </p>
  );
}
