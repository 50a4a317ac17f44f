/** English: what the chat services answer (worker/services/chat/ and their API routes). */
export const chat = {
  push: {
    /** The profile's section. */
    heading: "Notifications",
    thisDevice: "Notifications on this phone",
    isOn: "On: this phone tells you when someone messages you or a saved search finds a new listing.",
    isOff: "Off: turn them on to hear about new messages and saved-search matches on this phone.",
    turnOn: "Turn on",
    turnOff: "Turn off",
    turnOnLabel: "Turn on notifications on this phone",
    turnOffLabel: "Turn off notifications on this phone",
    working: "Please wait...",
    /** The browser said no earlier: only its own settings can change that. */
    blocked: "Notifications are blocked for Sokoni in this browser's settings. Allow them there, then turn them on here.",
    /** Shown without JavaScript: the browser's push needs it to turn on; off works without. */
    needsScript: "Turning notifications on needs JavaScript: your browser asks you to allow them.",
    devices: (count: number) => (count === 1 ? "Notifications are on for 1 device." : `Notifications are on for ${count} devices.`),
    turnOffEverywhere: "Turn off on all my devices",
    turnedOn: "Notifications are on for this phone.",
    turnedOff: "Notifications are off for this phone.",
    turnedOffEverywhere: "Notifications are off on all your devices.",
    failed: "Notifications could not be turned on. Please try again later.",
    /** The offer once a member has sent a message in a conversation. */
    offer: "Get notified when they reply?",
    offerYes: "Turn on notifications",
    noThanks: "No thanks",
    /** The API's refusals. */
    notAvailable: "Notifications are not available on this site yet.",
    notASubscription: "That is not a browser's push subscription: it needs an endpoint and its keys p256dh and auth.",
    endpointNotHttps: "The push endpoint must be an https:// address of a push service.",
    badKeys: "The subscription's keys are not valid: p256dh must be the browser's public key and auth its 16-byte secret.",
    notYours: "No notifications are on for that device on your account.",
    tooMany: "Too many changes to notifications. Please try again in an hour.",
    /** The notifications. A chat message's title is its sender's name. */
    photo: "Photo",
    photos: (count: number) => (count === 1 ? "Photo" : `${count} photos`),
    newMatchTitle: (search: string) => `New match for ${search}`,
    newMatchBody: (listing: string, price: string, place: string) => `${listing}: ${price}, ${place}`,
    andMore: (text: string, more: number) => `${text} (and ${more} more)`,
  },
};
