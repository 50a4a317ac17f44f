import type { profileAccount as en } from "../../en/components/profile-account";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.profileAccount). */
export const profileAccount: typeof en = {
  newPassword: "Nenosiri jipya",
  currentPassword: "Nenosiri la sasa",
  // Said under the field, not in its label: "Email" must name one field only.
  currentPasswordHint: "Linahitajika ili kubadilisha email au nenosiri lako.",
  update: "Sasisha wasifu",
  deleteAccount: "Futa akaunti",
  cancel: "Ghairi",
};
