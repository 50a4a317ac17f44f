import profileEnhancer from "virtual:inline-script/profile";
import { redirect, useLocation, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root";
import { requestContextKey } from "../../worker/context";
import { favouritesOf } from "../../worker/services/listings/favourites";
import { MY_LISTINGS_PAGE_SIZE, myListings, parseListingStatus } from "../../worker/services/listings/my-listings";
import { emailChangeSentence, pendingEmailChange } from "../../worker/services/accounts/email-change";
import { hasPendingVerification } from "../../worker/services/safety/moderation";
import { AvatarUpload } from "../components/avatar-upload/avatar-upload";
import { MyListings } from "../components/my-listings";
import { isPhoneIntent, PhoneNumbers, phoneAnswerOf } from "../components/phone-numbers";
import { confirmedPhonesOf } from "../../worker/services/accounts/phones";
import { VerificationRequest } from "../components/verification-request";
import { SAVED_SEARCH_INTENTS, SavedSearchList } from "../components/saved-search-list";
import { SAVED_SEARCH_LIMITS, savedSearchesOf } from "../../worker/services/search/saved-searches";
import { favouriteTexts } from "../components/favourite-button/favourite-button";
import { AnswerNote, FlashNote } from "../components/answer-note/answer-note";
import { PROFILE_PART, profileArea, profileForm } from "../components/profile-forms";
import { ProfileTabs, profileTabOf } from "../components/profile-tabs/profile-tabs";
import { swapContract } from "../behaviours/swap/swap.contract";
import { PageScript } from "../components/page-script";
import { AccountForm, ConfirmDelete, type ProfileAnswer } from "../components/profile-account";
import { ListingCard } from "../components/listing-card";
import { LowDataSwitch } from "../components/low-data";
import { PushSwitch } from "../components/push-switch/push-switch";
import { pushEndpointsOf } from "../../worker/services/chat/push";
import { VerifiedMark } from "../components/verified-mark";
import { formFields } from "../domain/account";
import { STRINGS } from "../i18n";
import type { Route } from "./+types/profile";
import { handlerOf } from "../actions/intents.server";
import { ACCOUNT_INTENTS, profileAnswer } from "../actions/profile/account.server";
import { MY_LISTING_INTENTS } from "../actions/profile/my-listings.server";
import { NOTIFICATION_INTENTS } from "../actions/profile/notifications.server";
import { PHONE_NUMBER_INTENTS } from "../actions/profile/phones.server";
import { requireUser, readForm } from "../lib/guards.server";
import { signInPath } from "../lib/sign-in-path";
// The rules home, search, browse and a listing never use (docs/decisions/107).
import "./profile.css";
import { attach } from "../behaviours/contract";
import { refusedFieldContract } from "../behaviours/refused-field/refused-field.contract";

/**
 * This screen writes the flash message beside its form, so the layout does not repeat it. Every
 * button is a plain form the server answers with the page; its behaviours (app/enhance/profile.ts)
 * send them in place and add the picture's upload, the push switch and the SMS code's countdown
 * (docs/decisions/102 and 128).
 */
export const handle = { showsFlash: true };

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${location.pathname === "/corporate" ? STRINGS.screens.profile.corporateTitle : STRINGS.screens.profile.title} | Sokoni` },
  { name: "robots", content: "noindex" },
];

/** /profile and /corporate are one screen (docs/decisions/006); only the signed-out case differs. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContextKey);
  // `url` is the page's address (`request.url` of a script's data request ends in `.data`).
  const corporate = url.pathname === "/corporate";
  // The Messages tab became the inbox: its old links lead there.
  if (url.searchParams.get("tab") === "messages") throw redirect("/messages");
  const me = corporate ? await ctx.currentUser() : await requireUser(ctx, `${url.pathname}${url.search}`);
  if (!me)
    return {
      me: null,
      corporate,
      listings: null,
      favourites: [],
      verificationPending: false,
      emailPending: null,
      phones: [],
      savedSearches: [],
      savedSearchMax: SAVED_SEARCH_LIMITS.perUser,
      pushEndpoints: [],
    };
  // My listings: a page of them, by status (`?status=`, `?page=`).
  const status = parseListingStatus(url.searchParams.get("status"));
  const page = Math.min(10_000, Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  const [mine, favourites, verificationPending, emailChange, phones, savedSearches, pushEndpoints] = await Promise.all([
    myListings(ctx, me.id, { status, startIndex: (page - 1) * MY_LISTINGS_PAGE_SIZE, limit: MY_LISTINGS_PAGE_SIZE }),
    favouritesOf(ctx.db, me.id),
    me.isSellerVerified ? false : hasPendingVerification(ctx, me.id),
    pendingEmailChange(ctx, me.id),
    confirmedPhonesOf(ctx, me.id),
    savedSearchesOf(ctx.db, me.id),
    pushEndpointsOf(ctx.db, me.id),
  ]);
  return {
    me: { username: me.username, email: me.email, avatar: me.avatar, isSellerVerified: me.isSellerVerified, isAdmin: me.role === "admin" },
    corporate,
    listings: { ...mine, status },
    favourites,
    verificationPending,
    // A new email waits for its link; the screen says where it went until it is used or expires.
    emailPending: emailChange ? emailChangeSentence(me.email, emailChange) : null,
    phones,
    savedSearches: savedSearches.map(({ id, name, query, frequency }) => ({ id, name, query, frequency })),
    savedSearchMax: SAVED_SEARCH_LIMITS.perUser,
    // The member's browsers with notifications on (their own addresses, on their own page).
    pushEndpoints,
  };
}

/** The profile's buttons, by what they act on (app/actions/profile/). */
const PROFILE_INTENTS = { ...ACCOUNT_INTENTS, ...MY_LISTING_INTENTS, ...NOTIFICATION_INTENTS, ...PHONE_NUMBER_INTENTS };

export async function action({ request, url, context }: Route.ActionArgs) {
  const ctx = context.get(requestContextKey);
  const me = await requireUser(ctx, url.pathname);
  const form = await readForm(request);
  const fields = formFields(form);
  const handler = handlerOf(PROFILE_INTENTS, fields.intent);
  if (!handler) return profileAnswer({ intent: "unknown", ok: false, message: STRINGS.common.unknownAction }, 400);
  return handler({ ctx, me, intent: fields.intent ?? "", fields, form, request, url });
}

/** Intents whose answer is said inside their own section (the phones', the saved searches', a refused picture's). */
const ANSWERED_IN_PLACE: readonly string[] = [...SAVED_SEARCH_INTENTS, "update"];

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { me, corporate, listings, favourites, verificationPending, emailPending } = loaderData;
  const location = useLocation();
  // The account at `/profile`, My listings at `?tab=listings`, the favourites at `?tab=favourites` (docs/decisions/120).
  const tab = profileTabOf(location.search);
  // The phone intents answer in their own section (app/components/phone-numbers.tsx).
  const answered = actionData && !isPhoneIntent(actionData.intent) ? (actionData as ProfileAnswer) : undefined;
  const update = answered?.intent === "update" ? answered : null;
  const avatarRefusal = answered?.intent === "avatar" && !answered.ok ? answered.message : null;
  // What a button answered, said at the top for a page without scripts (with one, as a toast).
  const note = answered && !answered.confirm && !ANSWERED_IN_PLACE.includes(answered.intent) && !avatarRefusal ? answered : null;

  // 'Profile updated successfully!' (and 'Image Uploaded!') come back as a flash: written at the
  // top, taken away where scripts run (the layout's toast says it there). A waiting email change is said under the email field (near the top, where
  // it is seen without scrolling), so a page without a script does not say it twice.
  const flash = useRouteLoaderData<typeof rootLoader>("root")?.flash;
  const success = flash?.kind === "success" && flash.message !== emailPending ? flash.message : null;

  const here = location.pathname;
  if (!me) {
    return (
      <main className="page narrow error-screen" id="main">
        <h1>{STRINGS.screens.profile.corporateTitle}</h1>
        <p>{STRINGS.screens.profile.corporateSignIn}</p>
        <a className="button" href={signInPath("/corporate")}>
          {STRINGS.common.signInButton}
        </a>
      </main>
    );
  }

  return (
    <main className="page profile-page" id="main" {...favouriteTexts()} {...swapContract.part("target", PROFILE_PART)} {...attach(refusedFieldContract)}>
      <h1>{corporate ? STRINGS.screens.profile.corporateTitle : STRINGS.screens.profile.title}</h1>
      {answered?.confirm ? (
        <ConfirmDelete
          question={answered.message}
          intent={answered.confirm.intent}
          listingId={answered.confirm.listingId}
          cancel={`${here}${location.search}`}
        />
      ) : note ? (
        <AnswerNote ok={note.ok} message={note.message} id="profile-answer" />
      ) : success ? (
        <FlashNote message={success} />
      ) : null}
      <ProfileTabs here={here} tab={tab} counts={{ listings: listings?.counts.all ?? 0, favourites: favourites.length }} />
      {tab ? (
        <section
          className="profile-lists"
          id="profile-lists"
          role="tabpanel"
          aria-label={tab === "listings" ? STRINGS.components.profileTabs.myListings : STRINGS.components.profileTabs.myFavourites}
          {...profileArea("listings")}
        >
          {tab === "listings" && listings ? <MyListings data={listings} here={here} /> : null}
          {tab === "favourites" ? (
            favourites.length === 0 ? (
              <p className="empty">{STRINGS.screens.profile.noFavourites}</p>
            ) : (
              <div className="card-grid">
                {favourites.map((listing) => (
                  <ListingCard key={listing._id} listing={listing} />
                ))}
              </div>
            )
          ) : null}
        </section>
      ) : (
        <div role="tabpanel" aria-label={STRINGS.components.profileTabs.accountTab} className="profile-account">
          <section className="profile-card" aria-label={STRINGS.screens.profile.yourAccount} {...profileArea("account")}>
            <AvatarUpload avatar={me.avatar} username={me.username} refusal={avatarRefusal} />
            <p className="profile-name">
              {me.username} {me.isSellerVerified ? <VerifiedMark withLabel /> : null}
            </p>
            {me.isSellerVerified ? null : <VerificationRequest pending={verificationPending} />}
            <AccountForm me={me} emailPending={emailPending} update={update} />
            <div className="profile-actions">
              <a className="button accent" href="/create-listing">
                {STRINGS.screens.profile.createListing}
              </a>
              <a className="button outline" href={`${here}?tab=listings`}>
                {STRINGS.screens.profile.showListings}
              </a>
              {me.isAdmin ? (
                <a className="button outline" href="/admin-dashboard">
                  {STRINGS.common.title}
                </a>
              ) : null}
              <form method="post" action="/sign-out">
                <button type="submit" className="button outline">
                  {STRINGS.common.signOut}
                </button>
              </form>
            </div>
          </section>
          <SavedSearchList
            searches={loaderData.savedSearches}
            max={loaderData.savedSearchMax}
            answer={answered?.intent.startsWith("saved-search-") ? answered : null}
          />
          <PhoneNumbers phones={loaderData.phones} answer={phoneAnswerOf(actionData)} here={`${here}${location.search}`} />
          <LowDataSwitch id="profile-low-data" onDark={false} />
          <PushSwitch endpoints={loaderData.pushEndpoints} />
          {/* Last and apart from the everyday buttons, so nobody presses it on the way to Sign Out. */}
          <section className="danger-zone" id="delete-account" aria-labelledby="delete-account-heading" {...profileArea("delete-account")}>
            <h2 id="delete-account-heading">{STRINGS.components.profileAccount.deleteAccount}</h2>
            <p>{STRINGS.screens.profile.deleteAccountWhat}</p>
            <form method="post" {...profileForm({ confirm: STRINGS.screens.profile.confirmDeleteAccount })}>
              <input type="hidden" name="intent" value="delete-account" />
              <input type="hidden" name="confirmed" value="" />
              <button type="submit" className="button danger">
                {STRINGS.components.profileAccount.deleteAccount}
              </button>
            </form>
          </section>
        </div>
      )}
      <PageScript code={profileEnhancer} />
    </main>
  );
}
