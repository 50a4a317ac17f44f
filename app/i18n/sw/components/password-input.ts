import type { passwordInput as en } from "../../en/components/password-input";

/** Kiswahili: what its component shows, wherever it is rendered (STRINGS.components.passwordInput). */
export const passwordInput: typeof en = {
  showPassword: "Onyesha nenosiri",
  hidePassword: "Ficha nenosiri",
};
