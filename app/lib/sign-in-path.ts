/** Where a visitor signs in before coming back to `returnTo` (a path on this site). Used by links and by the pages' guards. */
export function signInPath(returnTo: string): string {
  return `/sign-in?redirectTo=${encodeURIComponent(returnTo)}`;
}
