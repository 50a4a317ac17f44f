import { describe, expect, it } from "vitest";
import { checkSponsorUpload, normaliseCompanyUrl, VerificationSchema } from "./admin";
import * as v from "valibot";

const MB = 1024 * 1024;

describe("normaliseCompanyUrl", () => {
  it("adds https:// when no http prefix is given and keeps http and https", () => {
    expect(normaliseCompanyUrl("safiri.co.ke")).toBe("https://safiri.co.ke/");
    expect(normaliseCompanyUrl(" http://safiri.co.ke/deals ")).toBe("http://safiri.co.ke/deals");
    expect(normaliseCompanyUrl("HTTPS://Safiri.co.ke")).toBe("https://safiri.co.ke/");
  });

  it("refuses anything that is not a web address", () => {
    expect(normaliseCompanyUrl("")).toBeNull();
    expect(normaliseCompanyUrl("javascript:alert(1)")).toBeNull();
    expect(normaliseCompanyUrl("https://")).toBeNull();
  });
});

describe("checkSponsorUpload", () => {
  const file = (name: string, size: number) => ({ name, size });

  it("wants at least one image", () => {
    expect(checkSponsorUpload([], [], [])).toEqual({ ok: false, message: "Please select at least one image." });
  });

  it("names every file over 5 MB, and allows exactly 5 MB", () => {
    const result = checkSponsorUpload([file("a.jpg", 5 * MB + 1), file("b.jpg", 5 * MB), file("c.png", 6 * MB)], ["x", "x", "x"], ["A", "B", "C"]);
    expect(result).toMatchObject({ ok: false, message: "These files exceed 5MB: a.jpg, c.png." });
  });

  it("refuses more than 25 MB in all", () => {
    const files = Array.from({ length: 6 }, (_, n) => file(`${n}.jpg`, 4.5 * MB));
    expect(
      checkSponsorUpload(
        files,
        files.map(() => "x.co.ke"),
        files.map(() => "X"),
      ),
    ).toMatchObject({ ok: false, message: "Total size (27.00 MB) exceeds 25MB limit." });
    const five = files.slice(0, 5);
    expect(
      checkSponsorUpload(
        five,
        five.map(() => "x.co.ke"),
        five.map(() => "X"),
      ).ok,
    ).toBe(true);
  });

  it("wants a URL and a company name for each image", () => {
    expect(checkSponsorUpload([file("a.jpg", 10)], [""], ["A"])).toMatchObject({ message: "Provide a URL and company name for each image." });
    expect(checkSponsorUpload([file("a.jpg", 10), file("b.jpg", 10)], ["a.co.ke"], ["A", "B"])).toMatchObject({
      message: "Provide a URL and company name for each image.",
    });
    expect(checkSponsorUpload([file("a.jpg", 10)], ["a.co.ke"], ["  Mavuno  "])).toEqual({
      ok: true,
      entries: [{ companyUrl: "https://a.co.ke/", companyName: "Mavuno" }],
    });
  });
});

describe("dashboard rules", () => {
  it("reads verification decisions from JSON and from forms", () => {
    expect(v.parse(VerificationSchema, { verified: true }).verified).toBe(true);
    expect(v.parse(VerificationSchema, { verified: "false" }).verified).toBe(false);
    expect(v.safeParse(VerificationSchema, { verified: "yes" }).success).toBe(false);
  });
});
