/** English: what its component shows, wherever it is rendered (STRINGS.components.passwordInput). */
export const passwordInput = {
  showPassword: "Show password",
  hidePassword: "Hide password",
};
