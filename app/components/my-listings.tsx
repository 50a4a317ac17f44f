import { useFetcher, Link } from "react-router";
import { coverImage } from "../domain/images";
import type { ActionResult } from "../lib/use-result-toast";
import { useResultToast } from "../lib/use-result-toast";
import { STRINGS } from "../strings";
import { ListingImage } from "./listing-image";

/*
 * The profile's "My listings" tab (moved out of app/routes/profile.tsx so the screen stays
 * readable): each listing with Edit and Delete, the delete asking first.
 */

/** The browser's confirm dialog said yes: the form tells the server so. */
export function confirmed(form: HTMLFormElement) {
  const field = form.elements.namedItem("confirmed");
  if (field instanceof HTMLInputElement) field.value = "yes";
}

/** Deletes share one fetcher with the list, whose toast outlives the deleted row. */
const LISTING_REMOVAL = "listing-removal";

export function MyListings({ listings }: { listings: { _id: string; name: string; imageUrls: string[]; isAvailable: boolean; isHidden?: boolean }[] }) {
  const t = STRINGS.profile;
  useResultToast(useFetcher<ActionResult>({ key: LISTING_REMOVAL }));
  if (listings.length === 0) return <p className="empty">{t.noListings}</p>;
  return (
    <ul className="my-listings">
      {listings.map((listing) => (
        <MyListingRow key={listing._id} listing={listing} />
      ))}
    </ul>
  );
}

function MyListingRow({ listing }: { listing: { _id: string; name: string; imageUrls: string[]; isAvailable: boolean; isHidden?: boolean } }) {
  const t = STRINGS.profile;
  const remove = useFetcher<ActionResult>({ key: LISTING_REMOVAL });
  return (
    <li className="my-listing">
      <ListingImage src={coverImage(listing.imageUrls)} alt="" slot="preview" />
      <Link to={`/listing/${listing._id}`}>
        {listing.name}
        {listing.isHidden ? <span className="badge unavailable">{t.hiddenBadge}</span> : null}
      </Link>
      <Link className="button small outline" to={`/update-listing/${listing._id}`}>
        {t.edit}
      </Link>
      <remove.Form
        method="post"
        onSubmit={(event) => {
          if (window.confirm(t.confirmDeleteListing)) confirmed(event.currentTarget);
          else event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="delete-listing" />
        <input type="hidden" name="confirmed" value="" />
        <input type="hidden" name="listingId" value={listing._id} />
        <button type="submit" className="button small danger" disabled={remove.state !== "idle"}>
          {t.delete}
        </button>
      </remove.Form>
    </li>
  );
}
