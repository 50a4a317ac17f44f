import { formatKsh } from "../domain/money";

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
  const amount = formatKsh(discounted ? listing.discountPrice : listing.regularPrice);
  const perMonth = listing.type === "rent" && amount !== "N/A";
  return (
    <p className={className}>
      <strong>
        {amount}
        {perMonth ? <span className="per"> / month</span> : null}
      </strong>
      {discounted ? (
        <s className="was">
          <span className="visually-hidden">was </span>
          {formatKsh(listing.regularPrice)}
        </s>
      ) : null}
    </p>
  );
}
