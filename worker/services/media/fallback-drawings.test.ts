import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { NO_AVATAR_DRAWING, NO_PHOTO_DRAWING } from "./fallback-drawings";

describe("the fallback drawings the Worker sends", () => {
  it("are the pages' own files, byte for byte", () => {
    expect(NO_PHOTO_DRAWING).toBe(readFileSync("public/default-listing.svg", "utf8"));
    expect(NO_AVATAR_DRAWING).toBe(readFileSync("public/default-avatar.svg", "utf8"));
  });
});
