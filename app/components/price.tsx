import { formatKsh } from "../domain/money";

interface PriceSource {
  offer: boolean;
  regularPrice: number;
  discountPrice?: number;
  type: "sale" | "rent";
}

/** The discount with the regular price struck through on offers, else the regular price. */
export function Price({ listing, className = "price" }: { listing: PriceSource; className?: string }) {
  const discounted = listing.offer && typeof listing.discountPrice === "number";
  return (
    <p className={className}>
      <strong>{formatKsh(discounted ? listing.discountPrice : listing.regularPrice, listing.type)}</strong>
      {discounted ? (
        <s className="was">
          <span className="visually-hidden">was </span>
          {formatKsh(listing.regularPrice)}
        </s>
      ) : null}
    </p>
  );
}
