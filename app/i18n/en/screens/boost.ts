/** English: what its screen shows (STRINGS.screens.boost). */
export const boost = {
  title: "Boost your listing",
  intro: "Pay with M-Pesa to be seen first. Fees are non-refundable.",
  choose: "Choose a boost",
  top: "First in search and browse for its category, with a Top badge.",
  featured: "In the Featured row at the top of the home page.",
  phone: "M-Pesa number",
  phoneHint: "We send a payment request to this number. Enter your M-Pesa PIN on your phone, in Safaricom's prompt. Sokoni never asks for your PIN.",
  noPhone: "Confirm a phone number on your profile first: the M-Pesa request goes to a number you confirmed.",
  addPhone: "Confirm a number",
  payButton: "Pay with M-Pesa",
  notOnShow: "Only a listing on show can be boosted. Renew it or mark it available first.",
  unavailable: "M-Pesa payments are not available right now. Please try again later.",
  payments: "Payments",
};
