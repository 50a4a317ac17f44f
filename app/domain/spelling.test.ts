import { describe, expect, it } from "vitest";
import { closestWord, correctedSearch, editDistance, isKnownWord, searchWords, startsAlike, wordsStartingWith, type VocabularyWord } from "./spelling";

const vocabulary: VocabularyWord[] = [
  { term: "13", doc: 40 },
  { term: "and", doc: 900 },
  { term: "apartment", doc: 300 },
  { term: "apple", doc: 120 },
  { term: "corolla", doc: 60 },
  { term: "iphone", doc: 200 },
  { term: "ipad", doc: 80 },
  { term: "kilimani", doc: 30 },
  { term: "samsung", doc: 150 },
  { term: "toyota", doc: 90 },
  { term: "toyotas", doc: 2 },
].sort((a, b) => (a.term < b.term ? -1 : 1));

describe("editDistance", () => {
  it("counts insertions, deletions, substitutions and adjacent swaps as one edit each", () => {
    expect(editDistance("iphone", "iphone")).toBe(0);
    expect(editDistance("iphon", "iphone")).toBe(1);
    expect(editDistance("iphonee", "iphone")).toBe(1);
    expect(editDistance("iphane", "iphone")).toBe(1);
    expect(editDistance("ipohne", "iphone")).toBe(1);
    expect(editDistance("samsnug", "samsung")).toBe(1);
    expect(editDistance("corola", "corolla")).toBe(1);
    expect(editDistance("tyota", "toyota")).toBe(1);
    expect(editDistance("toyoat", "toyota")).toBe(1);
    expect(editDistance("kilimari", "kilimani")).toBe(1);
    expect(editDistance("aple", "apple")).toBe(1);
    expect(editDistance("apartmnet", "apartment")).toBe(1);
    expect(editDistance("apartmt", "apartment")).toBe(2);
  });

  it("gives up past the limit", () => {
    expect(editDistance("iphone", "samsung")).toBe(3);
    expect(editDistance("a", "apartment")).toBe(3);
    expect(editDistance("abc", "xyz", 1)).toBe(2);
  });
});

describe("startsAlike", () => {
  it("keeps every pair within two edits, even with both edits at the start", () => {
    for (const [word, other] of [
      ["abcdef", "xybcdef"],
      ["xybcdef", "bcdef"],
      ["abcdef", "xzbcdef"],
      ["ipohne", "iphone"],
      ["abcdef", "xycdef"],
    ] as const) {
      expect(editDistance(word, other)).toBeLessThanOrEqual(2);
      expect(startsAlike(word, other)).toBe(true);
    }
    expect(startsAlike("abcdef", "xyzdef")).toBe(false);
  });
});

describe("searchWords", () => {
  it("splits like the search index: lower-case letters and digits, accents dropped", () => {
    expect(searchWords("  iPhone 13, Pro-Max! ")).toEqual(["iphone", "13", "pro", "max"]);
    expect(searchWords("Décor")).toEqual(["decor"]);
    expect(searchWords('"*) OR NOT (')).toEqual(["or", "not"]);
    expect(searchWords("")).toEqual([]);
  });
});

describe("isKnownWord", () => {
  it("knows words and their prefixes, numbers only whole", () => {
    expect(isKnownWord("iphone", vocabulary)).toBe(true);
    expect(isKnownWord("iph", vocabulary)).toBe(true);
    expect(isKnownWord("13", vocabulary)).toBe(true);
    expect(isKnownWord("1", vocabulary)).toBe(false);
    expect(isKnownWord("iphonx", vocabulary)).toBe(false);
    expect(isKnownWord("zzz", vocabulary)).toBe(false);
  });
});

describe("closestWord", () => {
  it("picks the fewest edits, then the most used word", () => {
    expect(closestWord("iphon", vocabulary)).toBe("iphone");
    expect(closestWord("samsnug", vocabulary)).toBe("samsung");
    // "toyotax" is one edit from "toyota" (90 listings) and from "toyotas" (2): the commoner wins.
    expect(closestWord("toyotax", vocabulary)).toBe("toyota");
    expect(closestWord("apartmt", vocabulary)).toBe("apartment");
  });

  it("allows one edit up to five letters and none up to three", () => {
    expect(closestWord("aple", vocabulary)).toBe("apple");
    expect(closestWord("aplx", vocabulary)).toBeNull();
    expect(closestWord("anx", vocabulary)).toBeNull();
  });

  it("never corrects numbers, and answers null when nothing is near", () => {
    expect(closestWord("14", vocabulary)).toBeNull();
    expect(closestWord("xylophone", vocabulary)).toBeNull();
  });
});

describe("correctedSearch", () => {
  it("replaces each misspelt word and keeps the known ones", () => {
    expect(correctedSearch("samsnug", vocabulary)).toBe("samsung");
    expect(correctedSearch("Toyota corola", vocabulary)).toBe("toyota corolla");
    expect(correctedSearch("ipohne 13", vocabulary)).toBe("iphone 13");
  });

  it("is null when every word is known or a word has nothing close", () => {
    expect(correctedSearch("iphone 13", vocabulary)).toBeNull();
    expect(correctedSearch("samsnug xylophone", vocabulary)).toBeNull();
    expect(correctedSearch("   ", vocabulary)).toBeNull();
  });
});

describe("wordsStartingWith", () => {
  it("completes a prefix with the most used words first, skipping the commonest English words", () => {
    expect(wordsStartingWith("a", vocabulary, 8)).toEqual(["apartment", "apple"]);
    expect(wordsStartingWith("ip", vocabulary, 1)).toEqual(["iphone"]);
    expect(wordsStartingWith("toyota", vocabulary, 8)).toEqual(["toyota", "toyotas"]);
    expect(wordsStartingWith("q", vocabulary, 8)).toEqual([]);
  });
});
