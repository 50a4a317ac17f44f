import { defineContract } from "../behaviours/contract";

/**
 * A photo's place in low-data mode (`PhotoPlaceholder` in ./low-data.tsx): the photo's address and
 * how to show it, which low-data mode's script (app/enhance/low-data.ts) turns into the photo when
 * tapped. The place is the element that carries the photo's address.
 */
export const lowDataPhotoContract = defineContract("low-data-photo", {
  parts: { place: "data-photo" },
  values: { photo: "data-photo", srcset: "data-srcset", sizes: "data-sizes", alt: "data-alt", className: "data-class" },
});
