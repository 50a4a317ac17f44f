/** English: what its component shows, wherever it is rendered (STRINGS.components.sellerStars). */
export const sellerStars = {
  stars: (rating: number) => `${rating} out of 5 stars`,
};
