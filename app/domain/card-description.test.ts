import { describe, expect, it } from "vitest";
import { CARD_DESCRIPTION_CHARS, cardDescription } from "./card-description";

describe("cardDescription", () => {
  it("keeps a short description as it is, its spaces folded", () => {
    expect(cardDescription("Clean  Toyota,\nfirst owner.")).toBe("Clean Toyota, first owner.");
  });

  it("cuts a long one at a word with an ellipsis, within the limit", () => {
    const long = "Battery lasts about four hours on normal use. It comes with a three month warranty from our shop in Timau.";
    const text = cardDescription(`${long} ${long}`);
    expect(text.length).toBeLessThanOrEqual(CARD_DESCRIPTION_CHARS + 1);
    expect(text.endsWith("…")).toBe(true);
    expect(`${long} ${long}`.startsWith(text.slice(0, -1))).toBe(true);
    expect(text.slice(0, -1).endsWith(" ")).toBe(false);
  });

  it("cuts a word with no space near the end where the limit falls", () => {
    const text = cardDescription("a".repeat(300));
    expect(text).toBe(`${"a".repeat(CARD_DESCRIPTION_CHARS)}…`);
  });
});
