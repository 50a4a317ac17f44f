import { describe, expect, it } from "vitest";
import { socialLinks } from "./social";

describe("footer social links", () => {
  it("are left out when nothing is configured", () => {
    expect(socialLinks({})).toEqual([]);
  });
  it("keep only a page of ours on the network itself", () => {
    expect(
      socialLinks({
        SOCIAL_FACEBOOK_URL: "https://www.facebook.com/sokoni.ke",
        SOCIAL_X_URL: "https://x.com/",
        SOCIAL_INSTAGRAM_URL: "https://evil.example/instagram.com/sokoni",
      }),
    ).toEqual([{ name: "Facebook", url: "https://www.facebook.com/sokoni.ke" }]);
    expect(socialLinks({ SOCIAL_INSTAGRAM_URL: "http://instagram.com/sokoni" })).toEqual([]);
    expect(socialLinks({ SOCIAL_X_URL: "not a url" })).toEqual([]);
    expect(socialLinks({ SOCIAL_X_URL: " https://x.com/sokoni_ke " })).toEqual([{ name: "X", url: "https://x.com/sokoni_ke" }]);
  });
});
