import { describe, expect, it } from "vitest";
import { normalizeKenyanPhone } from "../../app/domain/phone";
import { DEMO_USERS } from "./demo-accounts";

describe("demo accounts", () => {
  // The seed confirms each number for its account (phones: one number, one account), and every
  // seeded listing shows its seller's number, which publishing requires to be confirmed.
  it("each has its own Kenyan mobile, already in the stored +254 form", () => {
    for (const user of DEMO_USERS) expect(normalizeKenyanPhone(user.phone), user.email).toBe(user.phone);
    expect(new Set(DEMO_USERS.map((user) => user.phone)).size).toBe(DEMO_USERS.length);
  });
});
