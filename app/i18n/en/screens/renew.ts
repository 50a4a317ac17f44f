/** English: what its screen shows (STRINGS.screens.renew). */
export const renew = {
  title: "Renew your listing",
  intro: (name: string, days: number) => `Renew "${name}" to keep it on show for ${days} more days.`,
  button: "Renew listing",
  done: (name: string, until: string) => `"${name}" is on show until ${until}.`,
  toListings: "Go to My listings",
  toListing: "See the listing",
};
