import { describe, expect, it } from "vitest";
import { contactDigits, displayPhone, isKenyanMobile, normalizeKenyanPhone, telLink, whatsappChatLink, whatsappLink } from "./phone";

describe("normalizeKenyanPhone", () => {
  it.each([
    ["0712345678", "+254712345678"],
    ["0112345678", "+254112345678"],
    ["+254712345678", "+254712345678"],
    ["+254112345678", "+254112345678"],
    ["254712345678", "+254712345678"],
    ["254112345678", "+254112345678"],
    [" 0712 345 678 ", "+254712345678"],
    ["0712-345-678", "+254712345678"],
  ])("accepts %s as %s", (input, stored) => {
    expect(normalizeKenyanPhone(input)).toBe(stored);
    expect(isKenyanMobile(input)).toBe(true);
  });

  it.each([
    "071234567", // 8 digits after 07
    "07123456789", // 10 digits after 07
    "0212345678", // landline prefix
    "+255712345678", // Tanzania
    "712345678", // no prefix
    "+2540712345678",
    "07123a5678",
    "",
  ])("refuses %s", (input) => {
    expect(normalizeKenyanPhone(input)).toBeNull();
    expect(isKenyanMobile(input)).toBe(false);
  });
});

describe("contact links", () => {
  it("replace a leading 0 with 254, drop a leading +, keep anything else", () => {
    expect(contactDigits("0712345678")).toBe("254712345678");
    expect(contactDigits("0112345678")).toBe("254112345678");
    expect(contactDigits("+254712345678")).toBe("254712345678");
    expect(contactDigits("254712345678")).toBe("254712345678");
    expect(contactDigits("")).toBe("");
    expect(contactDigits(null)).toBe("");
  });

  it("build tel: and WhatsApp links, or none without a number", () => {
    expect(telLink("+254712345678")).toBe("tel:+254712345678");
    expect(telLink("")).toBeNull();
    const chat = whatsappLink("0712345678", "Toyota Fielder", "https://sokoni.co.ke/listing/7");
    expect(chat).toMatch(/^https:\/\/wa\.me\/254712345678\?text=/);
    expect(decodeURIComponent(chat?.split("text=")[1] ?? "")).toContain("https://sokoni.co.ke/listing/7");
    expect(whatsappLink(undefined, "x", "y")).toBeNull();
  });

  it("build a WhatsApp chat with any prefilled text", () => {
    expect(whatsappChatLink("+254700000001", "Hello Sokoni & team")).toBe("https://wa.me/254700000001?text=Hello%20Sokoni%20%26%20team");
    expect(whatsappChatLink("", "Hello")).toBeNull();
  });

  it("show a +254 number in groups of three, anything else as it is", () => {
    expect(displayPhone("+254700000001")).toBe("+254 700 000 001");
    expect(displayPhone("0712345678")).toBe("0712345678");
  });
});
