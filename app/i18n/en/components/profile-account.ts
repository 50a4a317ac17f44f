/** English: what its component shows, wherever it is rendered (STRINGS.components.profileAccount). */
export const profileAccount = {
  newPassword: "New password",
  currentPassword: "Current password",
  // Said under the field, not in its label: "Email" must name one field only.
  currentPasswordHint: "Needed to change your email or password.",
  update: "Update Profile",
  deleteAccount: "Delete Account",
  cancel: "Cancel",
};
