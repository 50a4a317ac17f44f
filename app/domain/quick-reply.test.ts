import { describe, expect, it } from "vitest";
import { withQuickReply } from "./quick-reply";

const REPLIES = ["Is this still available?", "What is your last price?"];

describe("withQuickReply", () => {
  it("is the message when the box is empty or holds another quick reply", () => {
    expect(withQuickReply("", REPLIES[0] as string, REPLIES)).toBe("Is this still available?");
    expect(withQuickReply("  \n", REPLIES[0] as string, REPLIES)).toBe("Is this still available?");
    expect(withQuickReply("Is this still available?", REPLIES[1] as string, REPLIES)).toBe("What is your last price?");
  });

  it("never overwrites typed words: it goes after them on its own line", () => {
    expect(withQuickReply("Hello, I saw your sofa.  ", REPLIES[1] as string, REPLIES)).toBe("Hello, I saw your sofa.\nWhat is your last price?");
  });

  it("is not added twice", () => {
    expect(withQuickReply("Hi. What is your last price?", REPLIES[1] as string, REPLIES)).toBe("Hi. What is your last price?");
  });
});
