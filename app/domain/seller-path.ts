/** A seller's storefront address: every link to a seller goes through this. */
export const sellerPath = (id: string) => `/seller/${encodeURIComponent(id)}`;
