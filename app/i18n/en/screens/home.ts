/** English: what its screen shows (STRINGS.screens.home). */
export const home = {
  featuredTitle: "Featured",
  categoriesFailedToast: (message: string) => `Categories failed to load: ${message}`,
  popular: "Popular Listings",
  offers: "Recent Offers",
  products: "Recent Products and Services",
  places: "Recent Places and Listings",
  noPopular: "No popular listings available",
  noOffers: "No recent offers available",
  noProducts: "No recent products or services available",
  // The spec's "No recent sale listings available" named the old query of this row, not its name (decision 115).
  noPlaces: "No recent places or rentals available",
  rowsError: (message: string) => `Error fetching listings: ${message}`,
  startSelling: "Start Selling Now",
  homeTitle: "Sokoni | Buy, sell and rent across Kenya",
  homeDescription: "Cars, phones, houses, jobs and more from sellers in all 47 counties. Prices in KSh. Call or WhatsApp the seller.",
  welcomeTitle: "Karibu Sokoni: Kenya's marketplace",
  welcomeText:
    "Buy, sell and rent anything from cars and phones to houses and farm produce, with sellers across Kenya's counties. Prices are in shillings, and you reach sellers directly by call or WhatsApp.",
  promoTitle: "Sell it faster on Sokoni",
  promoText: "Post your item in minutes with up to 6 photos. Buyers see your price in KSh and call or WhatsApp you straight away. Basic listings are free.",
  postListing: "Post a listing",
};
