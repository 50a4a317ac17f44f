import { messages, count, people } from "./shared";

/** English: the mail and SMS the Worker sends, by message. */
export const mail = {
  // To an account's owner when wrong passwords paused its sign-in (worker/mail.ts).
  signInPaused: {
    subject: "Sign-in to your Sokoni account is paused",
    text: (name: string, pauseMinutes: number, siteUrl: string) =>
      `Hello ${name},\n\nSomeone typed a wrong password for your Sokoni account several times in a row, so signing in with a password is paused for ${pauseMinutes} minutes. None of those tries got in.\n\nIf it was you, wait and try again, or choose a new password now:\n\n${siteUrl}/forgot-password\n\nIf it was not you, choosing a new password keeps your account safe.\n\nSokoni`,
  },
  // To an account's owner when someone tried to sign up with its email (worker/mail.ts, record 111).
  signUpTaken: {
    subject: "Someone tried to make a Sokoni account with your email",
    text: (name: string, siteUrl: string) =>
      `Hello ${name},\n\nSomeone tried to make a new Sokoni account with this email. It already belongs to your account, so no new account was made.\n\nIf it was you, sign in instead:\n\n${siteUrl}/sign-in\n\nIf you have forgotten your password, choose a new one:\n\n${siteUrl}/forgot-password\n\nIf it was not you, there is nothing to do: your account is as it was.\n\nSokoni`,
  },
  // The password reset link (worker/auth.ts).
  resetPassword: {
    subject: "Reset your Sokoni password",
    text: (name: string, link: string) =>
      `Hello ${name},\n\nSomeone asked to reset the password of your Sokoni account. If it was you, open this link within an hour:\n\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.\n\nSokoni`,
  },
  // Changing an account's email (worker/services/accounts/email-change.ts).
  emailChange: {
    confirmSubject: "Confirm your new Sokoni email",
    confirmText: (name: string, link: string) =>
      `Hello ${name},\n\nSomeone asked to use this address for the Sokoni account ${name}. If it was you, open this link within an hour and press Confirm:\n\n${link}\n\nUntil then the account keeps its old email. If it was not you, ignore this mail: nothing changes.\n\nSokoni`,
    noticeSubject: "Your Sokoni email is about to change",
    noticeText: (name: string, from: string, email: string, origin: string) =>
      `Hello ${name},\n\nSomeone signed in to your Sokoni account asked to change its email from ${from} to ${email}, and gave its password. The change happens only if the link we sent to ${email} is opened within an hour.\n\nIf it was you, there is nothing to do.\n\nIf it was not you, someone knows your password. Choose a new one now, before the hour is up:\n\n${origin}/forgot-password\n\nA new password cancels this change and signs out every other device.\n\nSokoni`,
    approveSubject: "Approve the change of your Sokoni email",
    approveText: (name: string, from: string, email: string, link: string) =>
      `Hello ${name},\n\nSomeone signed in to your Sokoni account asked to change its email from ${from} to ${email}. Your account signs in with Google and has no password to check, so we ask you here. If it was you, open this link within an hour and press Approve:\n\n${link}\n\nWe will then send a link to ${email} to confirm the new address.\n\nIf it was not you, ignore this mail: nothing changes. Someone may be signed in to your account: check your Google account's security.\n\nSokoni`,
    changedSubject: "Your Sokoni email was changed",
    changedText: (name: string, email: string, from: string, support: string) =>
      `Hello ${name},\n\nThe email of your Sokoni account is now ${email} (it was ${from}). Every other device was signed out.\n\nIf it was not you, write to ${support} from this address at once, so we can give the account back to you.\n\nSokoni`,
  },
  // Unread chat messages (worker/services/chat/chat-mail.ts).
  unreadMessages: {
    subject: (sender: string, unread: number, listing: string) => `${sender} sent you ${messages(unread)} about "${listing}"`,
    text: (recipient: string, sender: string, unread: number, listing: string, link: string) =>
      `Hello ${recipient},\n\n${sender} sent you ${messages(unread)} about "${listing}" on Sokoni, unread for a while now.\n\nRead and reply on Sokoni:\n${link}\n\nFor your safety, keep the conversation on Sokoni and pay only when you have seen the item.\n\nWe send at most one such mail an hour for each conversation.\n\nSokoni`,
  },
  // A saved search's new matches (worker/services/search/alerts.ts); `lines` is one line per listing.
  savedSearch: {
    subject: (matches: number, name: string) => (matches === 1 ? `A new listing for "${name}"` : `${count(matches)} new listings for "${name}"`),
    text: (userName: string, name: string, lines: string, more: number, searchLink: string, origin: string, unsubscribeLink: string) =>
      `Hello ${userName},\n\nNew on Sokoni for your saved search "${name}":\n\n${lines}\n${more > 0 ? `\n…and ${count(more)} more:\n${searchLink}\n` : `\nSee the search:\n${searchLink}\n`}\nChange how often you hear about it, or delete it, on your profile:\n${origin}/profile#saved-searches\n\nStop these alerts with one click:\n${unsubscribeLink}\n\nSokoni`,
  },
  // A favourite's lower price (worker/services/search/alerts.ts).
  priceDrop: {
    subject: (name: string, newPrice: string) => `Price drop: "${name}" is now ${newPrice}`,
    text: (userName: string, name: string, oldPrice: string, newPrice: string, link: string, unsubscribeLink: string) =>
      `Hello ${userName},\n\n"${name}", one of your favourites on Sokoni, went down from ${oldPrice} to ${newPrice}.\n\n${link}\n\nFor your safety, pay only when you have seen the item.\n\nStop price-drop alerts with one click:\n${unsubscribeLink}\n\nSokoni`,
  },
  // To a seller whose listing reports hid (worker/services/safety/report-mail.ts).
  hiddenByReports: {
    subject: (listingName: string) => `Your listing "${listingName}" is hidden while we review it`,
    text: (sellerName: string, reporters: number, listingName: string, link: string, origin: string) =>
      [
        `Hello ${sellerName},`,
        `${people(reporters)} different people reported your listing "${listingName}" on Sokoni within the last 30 days, so it is now hidden until our team has looked at it. This happens by itself when several people report a listing; nobody at Sokoni has decided anything yet.`,
        `While it is hidden, buyers cannot see it: it is not on the home page, in search, in browse or on your storefront, and anyone who opens its link is told it is under review. You can still open it yourself:\n${link}`,
        `If you think the reports are wrong, ask for a review: write to us through the Contact Us page and name the listing ("${listingName}", ${link}).\n${origin}/contact-us`,
        "An admin will look at it and either bring it back or keep it hidden.",
        "Sokoni",
      ].join("\n\n"),
  },
  // To a seller whose listing the scam guard held for an admin (worker/services/safety/listing-holds.ts).
  listingHeld: {
    subject: (listingName: string) => `Your listing "${listingName}" is waiting for a check`,
    text: (sellerName: string, listingName: string, reasons: string[], link: string) =>
      [
        `Hello ${sellerName},`,
        `Your listing "${listingName}" is saved on Sokoni, but buyers cannot see it yet: our team checks it first, because`,
        reasons.map((reason) => `- ${reason}`).join("\n"),
        "Scammers often write this way, so we look before such a listing goes up. If this is a mistake, edit the listing and take those words out: it is checked again when you save. Otherwise an admin will publish or reject it, usually within a day.",
        link,
        "Sokoni",
      ].join("\n\n"),
  },
  // Listings about to expire, each with its renew link (worker/services/listings/listing-life.ts).
  expiryReminder: {
    subject: (listings: number, days: number) =>
      listings === 1 ? `Your listing expires in ${days} days` : `${listings} of your listings expire in ${days} days`,
    line: (name: string, until: string, link: string) => `- ${name}: on show until ${until}\n  Renew it: ${link}`,
    text: (userName: string, listings: number, lines: string, origin: string) =>
      `Hello ${userName},\n\n${listings === 1 ? "This listing leaves" : "These listings leave"} Sokoni's search soon:\n\n${lines}\n\nOne click renews a listing; each link works once, without signing in. You can also renew from My listings on your profile:\n${origin}/profile?tab=listings\n\nSokoni`,
  },
  // A boost's receipt (worker/services/payments/payments.ts).
  receipt: {
    subject: (amount: string) => `Receipt: ${amount} for your Sokoni boost`,
    what: (kind: "top" | "featured"): string => (kind === "top" ? "Top (first in search and browse for its category)" : "Featured (on the home page)"),
    until: (date: string) => `until ${date}`,
    forDays: (days: number) => `for ${days} days`,
    receiptPending: "pending from M-Pesa",
    seeIt: (link: string) => `\n\nSee it: ${link}`,
    text: (
      userName: string,
      amount: string,
      receipt: string,
      phone: string,
      listingName: string,
      what: string,
      until: string,
      paymentId: number,
      seeIt: string,
    ) =>
      `Hello ${userName},\n\nThank you. We received your M-Pesa payment.\n\nAmount: ${amount}\nM-Pesa receipt: ${receipt}\nFrom: ${phone}\nFor: "${listingName}" ${what}, ${until}\nSokoni payment number: ${paymentId}${seeIt}\n\nFees are non-refundable (terms of service). A boosted listing that is sold, expires or is hidden stops showing as boosted.\n\nSokoni`,
  },
  // Text messages (worker/sms.ts).
  sms: {
    code: (code: string) => `${code} is your Sokoni code. It works for 10 minutes. Never share it: Sokoni will never ask you for it.`,
  },
};
