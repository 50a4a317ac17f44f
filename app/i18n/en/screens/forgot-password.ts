/** English: what its screen shows (STRINGS.screens.forgotPassword). */
export const forgotPassword = {
  forgotTitle: "Forgot password",
  forgotIntro: "Enter the email of your account and we will send you a link to choose a new password.",
  sendReset: "Send Reset Email",
  backToSignIn: "Back to sign in",
  resetSent: "Reset email sent! Check your inbox.",
  resetSendFailed: (status: number, body: string) => `Failed to send reset email: ${status} - ${body}`,
  resetSentDetail: (email: string) => `If ${email} has a Sokoni account, a link to choose a new password is on its way. It works once, for one hour.`,
};
