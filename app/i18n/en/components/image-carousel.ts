/** English: what its component shows, wherever it is rendered (STRINGS.components.imageCarousel). */
export const imageCarousel = {
  /** The listing page's link that loads it again with its photos. */
  showPhotos: "Show photos",
  photosOf: (name: string) => `Photos of ${name}`,
  photoAlt: (name: string, n: number, total: number) => `${name}, photo ${n} of ${total}`,
  slide: (n: number, total: number) => `${n} of ${total}`,
  openPhoto: (n: number, total: number) => `Open photo ${n} of ${total} full size`,
  showPhoto: (n: number) => `Show photo ${n}`,
};
