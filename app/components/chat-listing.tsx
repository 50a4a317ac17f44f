import { Link } from "react-router";
import type { ChatListing, ChatPerson } from "../domain/chat-types";
import { DEFAULT_LISTING_IMAGE, sizedImageUrl } from "../domain/images";
import { formatKsh } from "../domain/money";
import { STRINGS } from "../strings";
import { Avatar } from "./site-header";

/** The listing's small photo (its card thumbnail), or the placeholder. */
export function ChatThumb({ listing, size = 56 }: { listing: ChatListing; size?: number }) {
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
  return listing.type === "rent" && amount !== "N/A" ? `${amount} / month` : amount;
}

/** The thread's head: the listing it is about (linking to it) and the other member. */
export function ChatListingHead({ listing, other, role }: { listing: ChatListing; other: ChatPerson; role: "buyer" | "seller" }) {
  const t = STRINGS.chat;
  const person = { username: other.name, avatar: other.avatar };
  return (
    <div className="chat-head">
      <div className="chat-head-listing">
        <ChatThumb listing={listing} size={64} />
        <div>
          {listing.visible ? (
            <Link to={`/listing/${encodeURIComponent(listing.id)}`} className="chat-head-name">
              {listing.name}
            </Link>
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
          {other.storefrontPath ? <Link to={other.storefrontPath}>{other.name}</Link> : <strong>{other.name}</strong>}
        </span>
      </p>
    </div>
  );
}
