/**
 * A price as Kenyans write it in a box: "45000", "45,000", "KSh 40,000", "Ksh. 40,000/=", "45k",
 * "1.5m", "2 million", "1.2bn". Read to whole shillings (decision 114), for the listing form's
 * prices and the search filters' price range alike, on the server; the same text in either place
 * means the same amount. Anything else is refused (NaN) so the reader is told, never guessed at:
 * an amount that is not whole shillings ("1500.50", "1.2345k") included.
 */

const MULTIPLIERS: Readonly<Record<string, number>> = {
  "": 1,
  k: 1_000,
  thousand: 1_000,
  elfu: 1_000,
  m: 1_000_000,
  mn: 1_000_000,
  million: 1_000_000,
  milioni: 1_000_000,
  b: 1_000_000_000,
  bn: 1_000_000_000,
  billion: 1_000_000_000,
  bilioni: 1_000_000_000,
};

/** Currency words before the amount: KSh, Ksh., KES, Sh, Shs (any case). */
const CURRENCY = /^(?:ksh|kes|shs?)\.?\s*/;
/** Kenyan shop writing after an amount: "40,000/=" and "40,000/-". */
const TRAILER = /\s*\/[=-]$/;
/** Figures with commas or spaces grouping them, an optional decimal part, then a multiplier word. */
const AMOUNT = /^(\d{1,3}(?:[,\s]\d{3})+|\d+)(?:\.(\d+))?\s*([a-z]*)$/;

/** Whole shillings, null when the box is empty, NaN when the text is not an amount we can read. */
export function parsePriceText(raw: unknown): number | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw === "number") return Number.isSafeInteger(raw) ? raw : Number.NaN;
  if (typeof raw !== "string") return Number.NaN;
  const text = raw.trim().toLowerCase().replace(CURRENCY, "").replace(TRAILER, "").trim();
  if (text === "") return raw.trim() === "" ? null : Number.NaN;
  const match = AMOUNT.exec(text);
  if (!match) return Number.NaN;
  const [, whole = "", fraction = "", word = ""] = match;
  const multiplier = MULTIPLIERS[word];
  if (multiplier === undefined) return Number.NaN;
  // In whole shillings times the multiplier, without floating point: "1.5m" is 15 * 100,000.
  const digits = fraction.replace(/0+$/, "");
  const scale = 10 ** digits.length;
  if (multiplier % scale !== 0) return Number.NaN;
  const amount = BigInt(whole.replace(/[,\s]/g, "") + digits) * BigInt(multiplier / scale);
  return amount <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(amount) : Number.NaN;
}
