import type { photoViewer as en } from "../../en/components/photo-viewer";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.photoViewer). */
export const photoViewer: typeof en = {
  viewerTitle: (n: number, total: number) => `Picha ${n} kati ya ${total}`,
  previous: "Picha iliyotangulia",
  next: "Picha ijayo",
};
