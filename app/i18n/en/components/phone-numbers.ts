/** English: what its component shows, wherever it is rendered (STRINGS.components.phoneNumbers). */
export const phoneNumbers = {
  title: "Phone numbers",
  intro: "Buyers call or WhatsApp the number on your listings. Confirm your numbers with an SMS code: a listing can only show a number confirmed here.",
  none: "No confirmed numbers yet.",
  confirmedOn: (date: string) => `Confirmed ${date}`,
  remove: "Remove",
  removeLabel: (phone: string) => `Remove ${phone}`,
  add: "Add a phone number",
  numberLabel: "Kenyan mobile number",
  numberHint: "For example 0712 345 678. We send a 6-digit code to it by SMS.",
  resendHint: "A new code can be sent 60 seconds after the last one, up to 5 a day.",
  otherNumber: "Use another number",
};
