/** English: what its screen shows (STRINGS.screens.confirmEmail). */
export const confirmEmail = {
  title: "Confirm your new email",
  approveTitle: "Approve the new email",
  confirmIntro: (email: string) =>
    `Press Confirm to make ${email} the email of your Sokoni account. Every other device signed in to the account will be signed out.`,
  approveIntro: (email: string) =>
    `Press Approve to change the email of your Sokoni account to ${email}. We then send a link to ${email}, and the email changes when it is opened.`,
  confirm: "Confirm",
  approve: "Approve",
  expired: "This link has expired or has already been used. Links work once, for one hour. Ask again from your profile.",
  toProfile: "Go to your profile",
  changed: (email: string) => `Your email is now ${email}.`,
  changedSignIn: (email: string) => `Your email is now ${email}. Sign in with it.`,
};
