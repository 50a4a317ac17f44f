/** English: what its component shows, wherever it is rendered (STRINGS.components.layout). */
export const layout = {
  /** The toasts' region (app/behaviours/toast). */
  notifications: "Notifications",
};
