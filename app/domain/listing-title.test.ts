import { describe, expect, it } from "vitest";
import { normaliseTitle } from "./listing-title";

describe("normaliseTitle", () => {
  it("folds case, punctuation and spacing", () => {
    expect(normaliseTitle("Toyota  Vitz, 2015!")).toBe("toyota vitz 2015");
    expect(normaliseTitle("  TOYOTA vitz 2015 ")).toBe("toyota vitz 2015");
    expect(normaliseTitle("Toyota\tVitz\n2015")).toBe("toyota vitz 2015");
  });

  it("folds accents and compatibility forms", () => {
    expect(normaliseTitle("Café Crème Machine")).toBe("cafe creme machine");
    expect(normaliseTitle("ＴＯＹＯＴＡ Vitz")).toBe("toyota vitz");
  });

  it("treats dashes, slashes and symbols as spaces, and drops apostrophes and emoji", () => {
    expect(normaliseTitle("Land-Cruiser / Prado")).toBe("land cruiser prado");
    expect(normaliseTitle("Men's shoes 🔥🔥")).toBe("mens shoes");
    expect(normaliseTitle("Samsung A14 *** NEW ***")).toBe("samsung a14 new");
  });

  it("keeps letters and digits and their order", () => {
    expect(normaliseTitle("iPhone 12")).not.toBe(normaliseTitle("iPhone 13"));
    expect(normaliseTitle("Vitz 2015")).not.toBe(normaliseTitle("2015 Vitz"));
    expect(normaliseTitle("4x4 pickup")).toBe("4x4 pickup");
    expect(normaliseTitle("Nyumba ya kupangisha Ruaka")).toBe("nyumba ya kupangisha ruaka");
  });

  it("leaves nothing of a title made of symbols", () => {
    expect(normaliseTitle("!!! ---")).toBe("");
  });
});
