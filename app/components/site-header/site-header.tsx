import { useSearchParams } from "react-router";
import { attach } from "../../behaviours/contract";
import { siteHeaderContract } from "./site-header.contract";
import { STRINGS } from "../../i18n";
import { signInPath } from "../../lib/sign-in-path";
import { SokoniLogo } from "../brand-art";
import { InboxLink } from "../chat-badge/chat-badge";
import { HeaderLanguageSwitch } from "../language-switch";
import { headerSearchContract } from "./header-search.contract";
import "./site-header.css";

/** The favourites' own address on the profile (docs/decisions/120). */
const SAVED_PATH = "/profile?tab=favourites";

export interface HeaderUser {
  username: string;
  avatar: string | null;
  /** For the Messages badge: whose inbox room to follow, and the count to start from. */
  id?: string;
  unread?: number;
}

/**
 * Logo, search box (to /search?searchTerm=), Saved (the favourites), Home, About, Sell, avatar or
 * Sign in. A visitor's Sell and Saved lead to signing in first and back (the page is shared by
 * every visitor through the edge cache, so their addresses are the same for all of them). The
 * suggestions as the buyer types are a behaviour every page's script starts
 * (./header-search.behaviour.ts).
 */
export function SiteHeader({ user = null }: { user?: HeaderUser | null }) {
  const [params] = useSearchParams();
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <a href="/" className="logo" aria-label={STRINGS.components.siteHeader.homeLabel}>
          <SokoniLogo />
        </a>
        {/* biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark; a <search> around it would be one more box to lay out */}
        <form method="get" action="/search" className="header-search" role="search" {...attach(headerSearchContract)}>
          <label htmlFor="header-search" className="visually-hidden">
            {STRINGS.components.siteHeader.searchLabel}
          </label>
          <input
            id="header-search"
            {...headerSearchContract.part("input")}
            type="search"
            name="searchTerm"
            placeholder={STRINGS.components.siteHeader.searchPlaceholder}
            defaultValue={params.get("searchTerm") ?? ""}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" aria-label={STRINGS.components.siteHeader.searchLabel}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d="M10.5 4a6.5 6.5 0 1 0 4 11.6l4.2 4.2 1.4-1.4-4.2-4.2A6.5 6.5 0 0 0 10.5 4Zm0 2a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Z"
                fill="currentColor"
              />
            </svg>
          </button>
          <div
            id="header-suggestions"
            className="header-suggestions"
            role="listbox"
            aria-label={STRINGS.components.siteHeader.listLabel}
            {...headerSearchContract.part("list")}
            hidden
          />
          <span
            className="visually-hidden"
            {...headerSearchContract.part("status")}
            {...headerSearchContract.values({ one: STRINGS.components.siteHeader.one, many: STRINGS.components.siteHeader.many })}
          />
        </form>
        {/* Beside the search box on a phone (the top row is full), before the links on wider screens. */}
        <a href={user ? SAVED_PATH : signInPath(SAVED_PATH)} className="header-saved">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M12 20.3 10.6 19C5.4 14.3 2 11.2 2 7.5 2 4.4 4.4 2 7.5 2c1.7 0 3.4.8 4.5 2.1A6 6 0 0 1 16.5 2C19.6 2 22 4.4 22 7.5c0 3.7-3.4 6.8-8.6 11.5L12 20.3Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
          </svg>
          {STRINGS.components.siteHeader.saved}
        </a>
        <nav className="header-nav" aria-label={STRINGS.components.siteHeader.mainNav}>
          <a href="/" className="nav-home">
            {STRINGS.common.home}
          </a>
          <a href="/about" className="nav-about">
            {STRINGS.components.siteHeader.about}
          </a>
          <HeaderLanguageSwitch />
          {user ? (
            <>
              <a href="/create-listing" className="button small">
                {STRINGS.components.siteHeader.sell}
              </a>
              {user.id ? <InboxLink userId={user.id} unread={user.unread ?? 0} /> : null}
              <a
                href="/profile"
                className="avatar-link"
                aria-label={STRINGS.components.siteHeader.profileOf(user.username)}
                {...siteHeaderContract.part("avatar")}
              >
                <Avatar user={user} />
              </a>
              <form method="post" action="/sign-out" className="header-sign-out">
                <button type="submit" className="text-button">
                  {STRINGS.common.signOut}
                </button>
              </form>
            </>
          ) : (
            <>
              <a href={signInPath("/create-listing")} className="button small">
                {STRINGS.components.siteHeader.sell}
              </a>
              <a href="/sign-in" className="button small outline">
                {STRINGS.common.signIn}
              </a>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}

/** The avatar image, or the username's first letter when there is none. */
export function Avatar({ user, size = 32 }: { user: HeaderUser; size?: number }) {
  if (user.avatar) {
    return <img className="avatar" src={user.avatar} alt="" width={size} height={size} />;
  }
  return (
    <span className="avatar letter" style={{ width: size, height: size }} aria-hidden="true">
      {user.username.charAt(0).toUpperCase() || "?"}
    </span>
  );
}
