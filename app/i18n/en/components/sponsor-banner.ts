/** English: what its component shows, wherever it is rendered (STRINGS.components.sponsorBanner). */
export const sponsorBanner = {
  noImages: "No homepage images available",
  discoverMore: (company: string) => `Discover more about ${company}`,
  sponsors: "Sponsors",
  previousSponsor: "Previous sponsor",
  nextSponsor: "Next sponsor",
  showSponsor: (n: number) => `Show sponsor ${n}`,
  sponsorSlide: (n: number, total: number, company: string) => `${n} of ${total}: ${company}`,
};
