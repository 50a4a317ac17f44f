/** English: what its component shows, wherever it is rendered (STRINGS.components.price). */
export const price = {
  /** After the price of a rent, in smaller type. */
  perMonth: "/ month",
  /** After a day's wage (a job or a CV paid by the day). */
  perDay: "/ day",
  /** Read out before a struck-through regular price. */
  was: "was",
};
