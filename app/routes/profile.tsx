import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useFetcher, useLocation } from "react-router";
import { toast } from "sonner";
import * as v from "valibot";
import { requestContextKey } from "../../worker/context";
import { redirectHeaders } from "../../worker/services/accounts";
import { favouritesOf } from "../../worker/services/favourites";
import { deleteListing } from "../../worker/services/listing-removal";
import { parseListingId } from "../../worker/services/listings";
import { deleteAccount, listingsOfUser, updateProfile } from "../../worker/services/users";
import { hasPendingVerification, requestVerification, VERIFICATION_MESSAGES } from "../../worker/services/moderation";
import { markThreadRead, replyToMessage, threadsOf } from "../../worker/services/messages";
import { AvatarUpload } from "../components/avatar-upload";
import { Messages } from "../components/messages";
import { VerificationRequest } from "../components/verification-request";
import { useResultToast } from "../lib/use-result-toast";
import { MESSAGE_MESSAGES, MessageSchema } from "../domain/listing-actions";
import { FormError } from "../components/form-error";
import { ListingCard } from "../components/listing-card";
import { ListingImage } from "../components/listing-image";
import { PasswordInput } from "../components/password-input";
import { VerifiedMark } from "../components/verified-mark";
import { fieldErrors, formFields, ProfileUpdate } from "../domain/account";
import { coverImage } from "../domain/images";
import { STRINGS } from "../strings";
import type { Route } from "./+types/profile";
import { Refusal } from "../../worker/services/refusal";

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${location.pathname === "/corporate" ? STRINGS.profile.corporateTitle : STRINGS.profile.title} | Sokoni` },
  { name: "robots", content: "noindex" },
];

/** /profile and /corporate are one screen (decisions.md 3); only the signed-out case differs. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContextKey);
  const me = await ctx.currentUser();
  const corporate = new URL(request.url).pathname === "/corporate";
  if (!me) {
    if (corporate) return { me: null, corporate, listings: [], favourites: [], threads: [], verificationPending: false };
    throw redirect(`/sign-in?redirectTo=${encodeURIComponent("/profile")}`);
  }
  const [listings, favourites, threads, verificationPending] = await Promise.all([
    listingsOfUser(ctx, me.id, me),
    favouritesOf(ctx.db, me.id),
    threadsOf(ctx, me),
    me.isSellerVerified ? false : hasPendingVerification(ctx, me.id),
  ]);
  return {
    me: { username: me.username, email: me.email, avatar: me.avatar, isSellerVerified: me.isSellerVerified, isAdmin: me.role === "admin" },
    corporate,
    listings,
    favourites,
    threads,
    verificationPending,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContextKey);
  const me = await ctx.currentUser();
  if (!me) throw redirect("/sign-in?redirectTo=%2Fprofile");
  const fields = formFields(await request.formData());
  const t = STRINGS.profile;
  try {
    switch (fields.intent) {
      case "update": {
        const parsed = v.safeParse(ProfileUpdate, fields);
        if (!parsed.success)
          return data({ intent: "update", ok: false, message: t.updateError(Object.values(fieldErrors(parsed.issues))[0] ?? "") }, { status: 400 });
        await updateProfile(ctx, me, parsed.output, request.headers);
        return { intent: "update", ok: true, message: t.updated };
      }
      case "delete-listing": {
        const id = parseListingId(fields.listingId);
        if (id === null) return data({ intent: "delete-listing", ok: false, message: t.listingDeleteError }, { status: 404 });
        await deleteListing(ctx, me, id);
        return { intent: "delete-listing", ok: true, message: t.listingDeleted };
      }
      case "request-verification": {
        await requestVerification(ctx, me);
        return { intent: "request-verification", ok: true, message: VERIFICATION_MESSAGES.requested };
      }
      case "reply": {
        const parsed = v.safeParse(MessageSchema, fields);
        if (!parsed.success) return data({ intent: "reply", ok: false, message: parsed.issues[0]?.message ?? "" }, { status: 400 });
        await replyToMessage(ctx, me, Number(fields.messageId), parsed.output.body);
        return { intent: "reply", ok: true, message: MESSAGE_MESSAGES.replied };
      }
      case "read-thread": {
        await markThreadRead(ctx, me, (fields.messageIds ?? "").split(",").map(Number).filter(Number.isSafeInteger));
        return { intent: "read-thread", ok: true, message: "" };
      }
      case "delete-account": {
        await deleteAccount(ctx, me);
        // The session rows are gone; the browser's cookie goes too.
        throw redirect("/", {
          headers: redirectHeaders(["sokoni.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax"], { message: t.accountDeleted, kind: "success" }),
        });
      }
      default:
        return data({ intent: "unknown", ok: false, message: "Unknown action" }, { status: 400 });
    }
  } catch (error) {
    if (error instanceof Refusal) {
      const message =
        fields.intent === "update"
          ? t.updateError(error.message)
          : fields.intent === "delete-listing"
            ? t.listingDeleteError
            : fields.intent === "reply" || fields.intent === "request-verification"
              ? error.message
              : t.deleteAccountError;
      return data({ intent: fields.intent ?? "", ok: false, message }, { status: error.status });
    }
    throw error;
  }
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { me, corporate, listings, favourites, threads, verificationPending } = loaderData;
  const t = STRINGS.profile;
  const location = useLocation();
  const [showListings, setShowListings] = useState(false);
  const [tab, setTab] = useState<"listings" | "favourites" | "messages">("listings");
  // The server never sees the #fragment, so a link to a tab opens it once the page is live.
  useEffect(() => {
    const fromHash = ({ "#my-listings": "listings", "#my-favourites": "favourites", "#messages": "messages" } as const)[location.hash as "#messages"];
    if (!fromHash) return;
    setShowListings(true);
    setTab(fromHash);
  }, [location.hash]);
  const unread = threads.reduce((sum, thread) => sum + thread.unread, 0);
  const update = useFetcher<typeof action>();

  useEffect(() => {
    if (update.state !== "idle" || !update.data) return;
    if (update.data.ok) toast.success(update.data.message);
    else toast.error(update.data.message);
  }, [update.state, update.data]);

  if (!me) {
    return (
      <main className="page narrow error-screen" id="main">
        <h1>{t.corporateTitle}</h1>
        <p>{t.corporateSignIn}</p>
        <Link className="button" to="/sign-in?redirectTo=%2Fcorporate">
          {STRINGS.account.signInButton}
        </Link>
      </main>
    );
  }

  return (
    <main className="page profile-page" id="main">
      <h1>{corporate ? t.corporateTitle : t.title}</h1>
      <section className="profile-card" aria-label="Your account">
        <AvatarUpload avatar={me.avatar} username={me.username} />
        <p className="profile-name">
          {me.username} {me.isSellerVerified ? <VerifiedMark withLabel /> : null}
        </p>
        {me.isSellerVerified ? null : <VerificationRequest pending={verificationPending} />}
        <update.Form method="post" className="auth-form profile-form" noValidate>
          <input type="hidden" name="intent" value="update" />
          <label className="field">
            <span>{STRINGS.account.username}</span>
            <input name="username" defaultValue={me.username} autoComplete="username" />
          </label>
          <label className="field">
            <span>{STRINGS.account.email}</span>
            <input name="email" type="email" defaultValue={me.email} autoComplete="email" />
          </label>
          <div className="field">
            <label htmlFor="profile-password">{t.newPassword}</label>
            <PasswordInput id="profile-password" name="password" autoComplete="new-password" required={false} />
          </div>
          <div className="field">
            <label htmlFor="profile-current-password">{t.currentPassword}</label>
            <PasswordInput id="profile-current-password" name="currentPassword" autoComplete="current-password" required={false} />
          </div>
          <FormError message={update.data && !update.data.ok ? update.data.message : null} />
          <button type="submit" className="button" disabled={update.state !== "idle"}>
            {t.update}
          </button>
        </update.Form>
        <div className="profile-actions">
          <Link className="button accent" to="/create-listing">
            {t.createListing}
          </Link>
          {me.isAdmin ? (
            <Link className="button outline" to="/admin-dashboard">
              {STRINGS.admin.title}
            </Link>
          ) : null}
          <Form method="post" action="/sign-out" reloadDocument>
            <button type="submit" className="button outline">
              {STRINGS.account.signOut}
            </button>
          </Form>
          <Form
            method="post"
            onSubmit={(event) => {
              if (!window.confirm(t.confirmDeleteAccount)) event.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value="delete-account" />
            <button type="submit" className="button danger">
              {t.deleteAccount}
            </button>
          </Form>
        </div>
      </section>

      <button type="button" className="button outline" aria-expanded={showListings} onClick={() => setShowListings(!showListings)}>
        {showListings ? t.hideListings : t.showListings}
      </button>
      {showListings ? (
        <section className="profile-lists">
          <div role="tablist" className="tabs">
            <button type="button" role="tab" aria-selected={tab === "listings"} onClick={() => setTab("listings")}>
              {t.myListings} ({listings.length})
            </button>
            <button type="button" role="tab" aria-selected={tab === "favourites"} onClick={() => setTab("favourites")}>
              {t.myFavourites} ({favourites.length})
            </button>
            <button type="button" role="tab" aria-selected={tab === "messages"} onClick={() => setTab("messages")}>
              {t.messages}
              {unread > 0 ? <span className="unread-badge">{t.unread(unread)}</span> : null}
            </button>
          </div>
          {tab === "listings" ? <MyListings listings={listings} /> : null}
          {tab === "favourites" ? (
            favourites.length === 0 ? (
              <p className="empty">{t.noFavourites}</p>
            ) : (
              <div className="card-grid">
                {favourites.map((listing) => (
                  <ListingCard key={listing._id} listing={listing} />
                ))}
              </div>
            )
          ) : null}
          {tab === "messages" ? <Messages threads={threads} /> : null}
        </section>
      ) : null}
    </main>
  );
}

/** Deletes share one fetcher with the list, whose toast outlives the deleted row. */
const LISTING_REMOVAL = "listing-removal";

function MyListings({ listings }: { listings: { _id: string; name: string; imageUrls: string[]; isAvailable: boolean; isHidden?: boolean }[] }) {
  const t = STRINGS.profile;
  useResultToast(useFetcher<typeof action>({ key: LISTING_REMOVAL }));
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
  const remove = useFetcher<typeof action>({ key: LISTING_REMOVAL });
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
          if (!window.confirm(t.confirmDeleteListing)) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="delete-listing" />
        <input type="hidden" name="listingId" value={listing._id} />
        <button type="submit" className="button small danger" disabled={remove.state !== "idle"}>
          {t.delete}
        </button>
      </remove.Form>
    </li>
  );
}
