import type { ChatListing, ChatPerson } from "../domain/chat-types";
import { DEFAULT_LISTING_IMAGE, sizedImageUrl } from "../domain/images";
import { formatKsh } from "../domain/money";
import { STRINGS } from "../i18n";
import { PhotoPlaceholder, usePhotosShown } from "./low-data";
import { Avatar } from "./site-header/site-header";
import "./chat-listing.css";

/**
 * The listing's small photo (its card thumbnail), or the placeholder. In low-data mode
 * a box of the same size until tapped; `linkToPhoto` where it is not inside a link already, so a
 * browser without scripts can open the photo.
 */
export function ChatThumb({ listing, size = 56, linkToPhoto = false }: { listing: ChatListing; size?: number; linkToPhoto?: boolean }) {
  const photosShown = usePhotosShown();
  if (!photosShown && listing.imageUrl) {
    const src = sizedImageUrl(listing.imageUrl, 160);
    return (
      <PhotoPlaceholder
        photo={{ src, alt: "", className: "chat-thumb", style: { width: size, height: size } }}
        href={linkToPhoto ? src : undefined}
        decorative={!linkToPhoto}
      />
    );
  }
  return (
    <img
      className="chat-thumb"
      src={listing.imageUrl ? sizedImageUrl(listing.imageUrl, 160) : DEFAULT_LISTING_IMAGE}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}

/** KSh, with "/ month" for a rent (the buyer's price: the discount when there is one). */
export function chatPrice(listing: ChatListing): string {
  const amount = formatKsh(listing.price);
  return listing.type === "rent" && Number.isFinite(listing.price) ? STRINGS.components.chatListing.monthly(amount) : amount;
}

/** The thread's head: the listing it is about (linking to it) and the other member. */
export function ChatListingHead({ listing, other, role }: { listing: ChatListing; other: ChatPerson; role: "buyer" | "seller" }) {
  const t = STRINGS.components.chatListing;
  const person = { username: other.name, avatar: other.avatar };
  return (
    <div className="chat-head">
      <div className="chat-head-listing">
        <ChatThumb listing={listing} size={64} linkToPhoto />
        <div>
          {listing.visible ? (
            <a href={`/listing/${encodeURIComponent(listing.id)}`} className="chat-head-name">
              {listing.name}
            </a>
          ) : (
            <span className="chat-head-name">{listing.name}</span>
          )}
          <p className="chat-head-price">{chatPrice(listing)}</p>
          {listing.visible ? null : (
            <p className="chat-listing-gone" role="note">
              {t.listingGone}
            </p>
          )}
        </div>
      </div>
      <p className="chat-head-person">
        <Avatar user={person} size={32} />
        <span>
          <span className="chat-role">{role === "buyer" ? t.seller : t.buyer}</span>{" "}
          {other.storefrontPath ? <a href={other.storefrontPath}>{other.name}</a> : <strong>{other.name}</strong>}
        </span>
      </p>
    </div>
  );
}
