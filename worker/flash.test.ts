import { describe, expect, it } from "vitest";
import { carriesFlash, clearFlashCookie, flashCookie, signFlashes, verifiedFlash } from "./flash";

const SECRET = "flash-test-secret-0123456789abcdef";
const pair = (setCookie: string) => setCookie.split(";")[0] ?? "";

describe("the signed flash", () => {
  it("is signed on the way out and read back only with our signature", async () => {
    const written = flashCookie({ message: "Signed in successfully!", kind: "success" });
    const [signed = ""] = (await signFlashes([written, "lang=sw; Path=/"], SECRET)) ?? [];
    expect(signed).toMatch(/^sokoni_flash=.+; Max-Age=60; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(await verifiedFlash(pair(signed), SECRET)).toEqual({ message: "Signed in successfully!", kind: "success" });
    expect(await verifiedFlash(pair(signed), "another-secret-0123456789abcdef")).toBeNull();
  });

  it("reads nothing from a flash someone else wrote, or one whose message was changed", async () => {
    const forged = pair(flashCookie({ message: "Pay the deposit to 0712 345 678", kind: "success" }));
    expect(carriesFlash(forged)).toBe(true);
    expect(await verifiedFlash(forged, SECRET)).toBeNull();
    const [signed = ""] = (await signFlashes([flashCookie({ message: "Saved", kind: "success" })], SECRET)) ?? [];
    const tampered = pair(signed).replace("Saved", "Paid");
    expect(await verifiedFlash(tampered, SECRET)).toBeNull();
  });

  it("leaves answers without a message alone: nothing to sign, a cleared flash, one already signed", async () => {
    expect(await signFlashes(["lang=sw; Path=/"], SECRET)).toBeNull();
    expect(await signFlashes([clearFlashCookie], SECRET)).toBeNull();
    const [signed = ""] = (await signFlashes([flashCookie({ message: "Saved", kind: "error" })], SECRET)) ?? [];
    expect(await signFlashes([signed], SECRET)).toBeNull();
  });
});
