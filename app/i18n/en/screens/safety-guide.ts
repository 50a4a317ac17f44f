/** English: what its screen shows (STRINGS.screens.safetyGuide). */
export const safetyGuide = {
  lostMoney: "Lost money or spotted a scam? Report the listing with its Report Abuse button, and",
  tellSupport: "tell our support team",
};
