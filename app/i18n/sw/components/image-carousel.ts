import type { imageCarousel as en } from "../../en/components/image-carousel";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.imageCarousel). */
export const imageCarousel: typeof en = {
  showPhotos: "Onyesha picha",
  photosOf: (name: string) => `Picha za ${name}`,
  photoAlt: (name: string, n: number, total: number) => `${name}, picha ${n} kati ya ${total}`,
  slide: (n: number, total: number) => `${n} kati ya ${total}`,
  openPhoto: (n: number, total: number) => `Fungua picha ${n} kati ya ${total} kwa ukubwa kamili`,
  showPhoto: (n: number) => `Onyesha picha ${n}`,
};
