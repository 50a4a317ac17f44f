import { toast } from "sonner";

/**
 * The heart. Visitors are told to sign in (spec section 5); saving favourites for signed-in users
 * arrives with accounts.
 */
export function FavouriteButton({ listingName }: { listingName: string }) {
  return (
    <button
      type="button"
      className="favourite-button"
      data-favourite
      aria-pressed="false"
      aria-label={`Save ${listingName} to favourites`}
      onClick={() => toast.error("Please log in to add to favourites!")}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M12 20.3 10.6 19C5.4 14.3 2 11.2 2 7.5 2 4.4 4.4 2 7.5 2c1.7 0 3.4.8 4.5 2.1A6 6 0 0 1 16.5 2C19.6 2 22 4.4 22 7.5c0 3.7-3.4 6.8-8.6 11.5L12 20.3Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  );
}
