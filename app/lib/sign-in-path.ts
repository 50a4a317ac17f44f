/** Where a visitor signs in before coming back to `returnTo` (a path on this site). Used by links and by the pages' guards. */
export function signInPath(returnTo: string): string {
  return `/sign-in?redirectTo=${encodeURIComponent(returnTo)}`;
}

/** Sign-up that keeps where the visitor was going: the sign-in page's "Sign up" link passes `returnTo` on. */
export function signUpPath(returnTo: string): string {
  return returnTo === "/" ? "/sign-up" : `/sign-up?redirectTo=${encodeURIComponent(returnTo)}`;
}

/** The thank-you page after a new account, which then moves on to `next` (home when it is "/"). */
export function thankYouPath(next: string): string {
  return next === "/" ? "/thank-you" : `/thank-you?next=${encodeURIComponent(next)}`;
}
