/** English: what the accounts services answer (worker/services/accounts/ and their API routes). */
export const accounts = {
  // Sign-up, sign-in and password reset through better-auth (worker/services/accounts/accounts.ts, worker/auth.ts).
  auth: {
    nameIsUsername: "Your name on Sokoni is your username: leave name and displayUsername out, or send the username.",
    noPhotoAtSignUp: "Add a profile photo from your profile once you have signed up.",
    emailInvalid: "Please enter a valid email address",
    tooManyResetMails: (wait: string) => `Too many reset emails were asked for this address. Please wait ${wait} and try again.`,
    signInPaused: (wait: string) => `Too many wrong passwords for this account, so its sign-in is paused. Please try again in ${wait}, or reset your password.`,
    signInPausedHere: (wait: string) =>
      `Too many wrong passwords for this account from your network. Please wait ${wait} and try again, or reset your password.`,
    tooManyWrongPasswordsHere: (wait: string) => `Too many wrong passwords from your network. Please wait ${wait} and try again.`,
    tooManyAttempts: (wait: string) => `Too many attempts. Please wait ${wait} and try again.`,
    tryLater: "Please try again later.",
    /** How long to wait, in the sentences above. */
    waitMinutes: (minutes: number) => (minutes === 1 ? "a minute" : `${minutes} minutes`),
    anHour: "an hour",
  },
  /**
   * better-auth's refusals by their code, in its own English words (so English pages read as
   * before): the pages and /api/auth/* answer them in the reader's language (worker/auth-messages.ts).
   */
  authCodes: {
    INVALID_EMAIL_OR_PASSWORD: "Invalid email or password",
    INVALID_USERNAME_OR_PASSWORD: "Invalid username or password",
    INVALID_PASSWORD: "Invalid password",
    INVALID_EMAIL: "Invalid email",
    USER_NOT_FOUND: "User not found",
    USER_ALREADY_EXISTS: "User already exists.",
    USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "User already exists. Use another email.",
    USERNAME_IS_ALREADY_TAKEN: "Username is already taken. Please try another.",
    USERNAME_TOO_SHORT: "Username is too short",
    USERNAME_TOO_LONG: "Username is too long",
    INVALID_USERNAME: "Username is invalid",
    PASSWORD_TOO_SHORT: "Password too short",
    PASSWORD_TOO_LONG: "Password too long",
    INVALID_TOKEN: "Invalid token",
    TOKEN_EXPIRED: "Token expired",
    EMAIL_NOT_VERIFIED: "Email not verified",
    SESSION_EXPIRED: "Session expired. Re-authenticate to perform this action.",
    CREDENTIAL_ACCOUNT_NOT_FOUND: "Credential account not found",
    FAILED_TO_CREATE_USER: "Failed to create user",
    FAILED_TO_CREATE_SESSION: "Failed to create session",
    FAILED_TO_UPDATE_USER: "Failed to update user",
  },
  profileUpdated: "Profile updated successfully!",
  accountDeleted: "Account deleted successfully!",
  avatarUploaded: "Profile image uploaded successfully!",
  badListingStatus: "Status must be active, unavailable, sold, expired, hidden or held.",
  // Changing an account's email (worker/services/accounts/email-change.ts).
  emailChange: {
    currentPasswordNeeded: "Enter your current password to change your email.",
    wrongPassword: "Your current password is not correct.",
    tooMany: "Too many email changes asked for. Please wait an hour and try again.",
    taken: "An account with that email already exists.",
    takenMeanwhile: "Another account started using that email after the link was sent, so your email stays as it was.",
    linkSent: (email: string) => `We sent a link to ${email}. Your email changes when you open it.`,
    approvalSent: (from: string, email: string) => `We sent a link to ${from} to approve the change. Once you approve it, we send a link to ${email}.`,
  },
};
