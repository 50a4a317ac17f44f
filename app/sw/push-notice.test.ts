import { describe, expect, it } from "vitest";
import { ownPath, readNotice } from "./push-notice";

describe("a push's notice", () => {
  it("reads the Worker's notice", () => {
    expect(readNotice(JSON.stringify({ title: "Wanjiru", body: "Is it still available?", url: "/messages/12", tag: "chat-12" }))).toEqual({
      title: "Wanjiru",
      body: "Is it still available?",
      url: "/messages/12",
      tag: "chat-12",
    });
  });

  it("shows something plain for a push that is empty, not JSON or not ours", () => {
    expect(readNotice(null)).toEqual({ title: "Sokoni", body: "", url: "/", tag: null });
    expect(readNotice("hello")).toEqual({ title: "Sokoni", body: "hello", url: "/", tag: null });
    expect(readNotice("[1,2]")).toMatchObject({ title: "Sokoni", url: "/" });
    expect(readNotice(JSON.stringify({ title: 5, body: null }))).toEqual({ title: "Sokoni", body: "", url: "/", tag: null });
  });

  it("opens only paths of our own site", () => {
    expect(ownPath("/listing/4")).toBe("/listing/4");
    for (const url of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "", 7]) expect(ownPath(url)).toBe("/");
  });
});
