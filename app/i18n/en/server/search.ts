/** English: what the search services answer (worker/services/search/ and their API routes). */
export const search = {
  signIn: "Please sign in to save searches.",
  saved: "Search saved",
  alertsUpdated: "Alerts updated",
  // Paging past the first 1,000 listings of a list (worker/services/listings/list-cursor.ts).
  cursorInvalid: "That place in the list is not valid. Start again from the first page.",
  pastCap: (cap: string) => `Pages past the first ${cap} listings are read from the after cursor of the page before.`,
  deleted: "Saved search deleted",
  // Saved searches (worker/services/search/saved-searches.ts).
  savedSearches: {
    nameRequired: "Give the search a name.",
    nameTooLong: (max: number) => `The name can be at most ${max} characters.`,
    frequency: "Alerts can be instant, daily or off.",
    query: "The search to save must be a search address, such as category=Vehicles&make=toyota.",
    empty: "Add words or a filter before saving a search.",
    tooMany: (max: number) => `You can keep at most ${max} saved searches. Delete one to save another.`,
    duplicate: "You have already saved this search.",
    notFound: "Saved search not found.",
  },
};
