/** English: what its screen shows (STRINGS.screens.resetPassword). */
export const resetPassword = {
  resetTitle: "Choose a new password",
  newPassword: "New password",
  confirmPassword: "Confirm password",
  resetButton: "Reset Password",
  resetDone: "Password reset successful! Please sign in.",
  resetFailed: (status: number, body: string) => `Failed to reset password: ${status} - ${body}`,
  resetAskAgain: "Ask for a new link",
  resetPasswordTitle: "Reset password",
};
