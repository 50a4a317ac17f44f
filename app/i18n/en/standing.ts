/** English: an account's standing (suspended, banned, warned), the admin's buttons, the audit log and the mails. */
export const standing = {
  standing: {
    // Refusals of the admin's form (app/domain/standing.ts, worker/services/safety/standing.ts).
    reasonRequired: "Say why in a few words: the person reads it in their mail.",
    reasonShort: (min: number) => `Give a reason of at least ${min} letters.`,
    reasonLong: (max: number) => `Keep the reason under ${max} characters.`,
    untilRequired: "Choose the day the suspension ends.",
    untilInvalid: "Give the end date as a day, like 2026-12-31.",
    untilPast: "Choose an end day that is not in the past.",
    untilTooFar: (days: number) => `A suspension lasts at most ${days} days; ban the account instead.`,
    notYourself: "You cannot suspend, ban or warn your own account.",
    notAnAdmin: "An admin's account cannot be suspended, banned or warned from here.",
    notStopped: "This account is not suspended or banned.",
    messageNotFound: "That flagged message no longer exists.",
    // What the admin's button answers.
    suspended: (name: string, until: string) => `${name} is suspended until ${until}. They have been told by mail.`,
    banned: (name: string) => `${name} is banned. They have been told by mail.`,
    restored: (name: string) => `${name} can use Sokoni again. They have been told by mail.`,
    warned: (name: string) => `${name} has been warned by mail.`,
    dismissed: "Dismissed: nothing was done to the person.",
    // The sign-in form, to the owner who gave the right password (worker/auth.ts).
    signInSuspended: (until: string) => `This account is suspended until ${until}. We sent you the reason by email.`,
    signInBanned: "This account is banned. We sent you the reason by email.",
    // The dashboard's buttons and forms beside a person.
    suspend: "Suspend",
    ban: "Ban",
    restore: "Restore",
    warn: "Warn",
    dismiss: "Dismiss",
    reason: "Reason (the person reads it)",
    until: "Suspended until",
    confirmSuspend: (name: string) => `Suspend ${name}`,
    confirmBan: (name: string) => `Ban ${name}`,
    confirmWarn: (name: string) => `Warn ${name}`,
    restoreLabel: (name: string) => `Restore ${name}`,
    dismissLabel: (name: string) => `Dismiss: nothing against ${name}`,
    banHint: "Their listings and storefront leave Sokoni until you restore them.",
    suspendedBadge: (until: string) => `Suspended until ${until}`,
    bannedBadge: "Banned",
    adminBadge: "Admin",
    defaultReason: "Breaking Sokoni's rules (reports from other members)",
    messageReason: "Messages that look like a scam",
    reportReason: (reason: string) => `Reported by a member: ${reason}`,
    storefrontHeading: "Admin: this account",
    // The dashboard's log of what admins did to accounts.
    auditLog: "Audit log",
    auditHint: "Every action on a person: who, what, when and why.",
    noAudit: "No actions yet.",
    auditActions: { suspend: "suspended", ban: "banned", restore: "restored", warn: "warned", dismiss: "dismissed a report on" },
    auditUntil: (until: string) => `until ${until}`,
    auditFrom: {
      users: "from the user list",
      "person-report": "from a person report",
      message: "from a flagged message",
      storefront: "from the storefront",
      api: "through the API",
    },
    deletedAccount: "a deleted account",
    // Mails to the person, in their language (worker/services/safety/standing.ts).
    mail: {
      suspendedSubject: "Your Sokoni account is suspended",
      suspendedText: (name: string, reason: string, until: string, siteUrl: string) =>
        `Hello ${name},\n\nAn admin has suspended your Sokoni account until ${until}.\n\nThe reason: ${reason}\n\nUntil then you cannot sign in, send messages, post listings or write reviews. Your listings stay as they are. After that day you can sign in again as usual.\n\nIf you think this is a mistake, tell us why: ${siteUrl}/contact-us\n\nSokoni`,
      bannedSubject: "Your Sokoni account is banned",
      bannedText: (name: string, reason: string, siteUrl: string) =>
        `Hello ${name},\n\nAn admin has banned your Sokoni account.\n\nThe reason: ${reason}\n\nYou can no longer sign in, send messages, post listings or write reviews, and your listings and storefront are no longer shown to anyone.\n\nIf you think this is a mistake, tell us why: ${siteUrl}/contact-us\n\nSokoni`,
      restoredSubject: "Your Sokoni account is open again",
      restoredText: (name: string, siteUrl: string) =>
        `Hello ${name},\n\nAn admin has lifted the suspension or ban on your Sokoni account. You can sign in again, and your listings are shown as before.\n\n${siteUrl}/sign-in\n\nSokoni`,
      warnedSubject: "A warning about your Sokoni account",
      warnedText: (name: string, reason: string, siteUrl: string) =>
        `Hello ${name},\n\nAn admin looked at your account after a report and is warning you.\n\nThe reason: ${reason}\n\nNothing has changed on your account, but if it happens again it may be suspended or banned. Sokoni's rules: ${siteUrl}/terms-of-service\n\nSokoni`,
    },
  },
};
