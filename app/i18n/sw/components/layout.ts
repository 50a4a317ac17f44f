import type { layout as en } from "../../en/components/layout";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.layout). */
export const layout: typeof en = {
  /** The toasts' region (app/behaviours/toast). */
  notifications: "Arifa",
};
