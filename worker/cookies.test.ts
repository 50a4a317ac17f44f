import { describe, expect, it } from "vitest";
import { cookieNames, readCookie } from "./cookies";

describe("reading a Cookie header", () => {
  it("finds one cookie whatever the spacing, and only by its whole name", () => {
    expect(readCookie(" a=1 ;lang=sw;b=2", "lang")).toBe("sw");
    expect(readCookie("language=sw", "lang")).toBeNull();
    expect(readCookie("other.lang=sw", "lang")).toBeNull();
    expect(readCookie(null, "lang")).toBeNull();
  });

  it("decodes a value, and keeps a malformed escape as written rather than throwing", () => {
    expect(readCookie(`f=${encodeURIComponent('{"m":"a b"}')}`, "f")).toBe('{"m":"a b"}');
    expect(readCookie("f=%E0%A4%A", "f")).toBe("%E0%A4%A");
  });

  it("lists every name, even of a cookie whose value the parser would skip", () => {
    expect(cookieNames('lang=sw; odd="a\\b"; sokoni.session_token=x')).toEqual(["lang", "odd", "sokoni.session_token"]);
    expect(cookieNames(undefined)).toEqual([]);
  });
});
