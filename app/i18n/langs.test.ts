import { describe, expect, it } from "vitest";
import { acceptedLang, addressIn, langCookie, negotiateLang } from "./langs";

const at = (address: string) => new URL(address, "https://sokoni.co.ke");

describe("language negotiation", () => {
  it("answers in English when nothing asks otherwise", () => {
    expect(negotiateLang(at("/"), null, null)).toEqual({ lang: "en", remember: false });
    expect(negotiateLang(at("/"), null, "fr-FR,fr;q=0.9")).toEqual({ lang: "en", remember: false });
  });

  it("follows the browser's Accept-Language, most wanted first", () => {
    expect(negotiateLang(at("/"), null, "sw-KE,sw;q=0.9,en;q=0.8").lang).toBe("sw");
    expect(negotiateLang(at("/"), null, "en-GB,en;q=0.9,sw;q=0.8").lang).toBe("en");
    expect(negotiateLang(at("/"), null, "fr;q=1, sw;q=0.5, en;q=0.4").lang).toBe("sw");
    expect(negotiateLang(at("/"), null, "en;q=0.3, SW-tz;q=0.7").lang).toBe("sw");
    // q=0 means "not this one".
    expect(negotiateLang(at("/"), null, "sw;q=0, en;q=0.1").lang).toBe("en");
  });

  it("lets the remembered cookie win over the browser", () => {
    expect(negotiateLang(at("/"), "sw", "en-US")).toEqual({ lang: "sw", remember: false });
    expect(negotiateLang(at("/"), "en", "sw-KE")).toEqual({ lang: "en", remember: false });
    // A cookie we do not speak is ignored.
    expect(negotiateLang(at("/"), "fr", "sw").lang).toBe("sw");
  });

  it("lets a link's ?lang= win over everything, and remembers it when it is new", () => {
    expect(negotiateLang(at("/search?lang=sw"), "en", "en")).toEqual({ lang: "sw", remember: true });
    expect(negotiateLang(at("/search?lang=sw"), "sw", "en")).toEqual({ lang: "sw", remember: false });
    expect(negotiateLang(at("/?lang=en"), null, "sw")).toEqual({ lang: "en", remember: true });
    // Nonsense in the address falls through to the cookie.
    expect(negotiateLang(at("/?lang=xx"), "sw", null)).toEqual({ lang: "sw", remember: false });
  });

  it("reads the Accept-Language header's odd forms", () => {
    expect(acceptedLang("")).toBeNull();
    expect(acceptedLang("*")).toBeNull();
  });

  it("writes a year-long cookie, Secure on https", () => {
    expect(langCookie("sw", true)).toBe("lang=sw; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
    expect(langCookie("en", false)).not.toContain("Secure");
  });

  it("keeps the rest of the address when switching", () => {
    expect(addressIn(at("/search?searchTerm=toyota&page=2"), "sw")).toBe("/search?searchTerm=toyota&page=2&lang=sw");
    expect(addressIn(at("/listing/4?lang=sw"), "en")).toBe("/listing/4?lang=en");
  });
});
