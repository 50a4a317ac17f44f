/** A seller's storefront address (issue 14): every link to a seller goes through this. */
export const sellerPath = (id: string) => `/seller/${encodeURIComponent(id)}`;
