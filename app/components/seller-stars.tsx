import { STRINGS } from "../i18n";
import "./seller-stars.css";

/**
 * A rating as five stars filled to the nearest half, read out as "4.5 out of 5 stars". The star
 * shapes are decoration; the words carry the number.
 */
export function SellerStars({ rating }: { rating: number }) {
  const halves = Math.round(Math.min(5, Math.max(0, rating)) * 2);
  return (
    <span className="seller-stars" role="img" aria-label={STRINGS.components.sellerStars.stars(Math.round(rating * 10) / 10)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star} className={halves >= star * 2 ? "star full" : halves === star * 2 - 1 ? "star half" : "star"} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
