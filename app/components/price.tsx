import { formatKsh } from "../domain/money";
import { STRINGS } from "../i18n";

interface PriceSource {
  offer: boolean;
  regularPrice: number;
  discountPrice?: number;
  type: "sale" | "rent";
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
  const perMonth = listing.type === "rent" && typeof shown === "number" && Number.isFinite(shown);
  return (
    <p className={className}>
      <strong>
        {amount}
        {perMonth ? <span className="per">{` ${STRINGS.ui.card.perMonth}`}</span> : null}
      </strong>
      {discounted ? (
        <s className="was">
          <span className="visually-hidden">{`${STRINGS.ui.card.was} `}</span>
          {formatKsh(listing.regularPrice)}
        </s>
      ) : null}
    </p>
  );
}
