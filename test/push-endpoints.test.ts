import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { en } from "../app/i18n/en";
import { pushSubscriptions } from "../worker/db/schema";
import { pushFetcher } from "../worker/services/chat/push";
import { isPushServiceUrl } from "../worker/services/chat/push-endpoint";
import { STAND_IN_DEVICE, STAND_IN_PATH } from "../worker/services/chat/push-stand-in";
import { db, json, newUser, ORIGIN } from "./fixtures";

/*
 * A push endpoint is an address the server later POSTs to (docs/decisions/112-push-endpoint-hosts.md):
 * only the push services' own hosts are stored, whatever spelling an internal address comes in,
 * and a row stored before the rule is never posted to.
 */

const keys = { p256dh: STAND_IN_DEVICE.p256dh, auth: STAND_IN_DEVICE.auth };

/** Internal or foreign addresses, in the spellings that slip past a list of refused addresses. */
const HOSTILE = [
  "https://[::ffff:127.0.0.1]/",
  "https://[::ffff:7f00:1]/send",
  "https://[::1]/send",
  "https://localhost./send",
  "https://localhost/send",
  "https://0.0.0.0/",
  "https://169.254.169.254/latest/meta-data/",
  "https://10.0.0.1/",
  "https://192.168.1.1/",
  "https://2130706433/",
  "https://0x7f000001/",
  "https://0177.0.0.1/",
  "https://127.1/",
  "https://fcm.googleapis.com./fcm/send/abc",
  "https://fcm.googleapis.com:8443/fcm/send/abc",
  "https://user@fcm.googleapis.com/fcm/send/abc",
  "https://fcm.googleapis.com@10.0.0.1/fcm/send/abc",
  "https://fcm.googleapis.com.evil.example/fcm/send/abc",
  "https://evilfcm.googleapis.com.localtest.me/send",
  "https://localtest.me/send",
  "https://metadata.google.internal/computeMetadata/v1/",
  "https://push.example/send/abc",
  "http://fcm.googleapis.com/fcm/send/abc",
  "https://notify.windows.com.attacker.example/w/?token=1",
];

const REAL = [
  "https://fcm.googleapis.com/fcm/send/dGVzdDp0b2tlbg",
  "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABh",
  "https://web.push.apple.com/QGuQyavXutnMH4Ux",
  "https://wns2-by3p.notify.windows.com/w/?token=BQYAAAD",
];

describe("push endpoints (security review)", () => {
  it("takes the push services' own hosts and nothing else", () => {
    for (const endpoint of REAL) expect(isPushServiceUrl(new URL(endpoint)), endpoint).toBe(true);
    for (const endpoint of HOSTILE) expect(isPushServiceUrl(new URL(endpoint)), endpoint).toBe(false);
  });

  it("refuses to store an endpoint on an internal address, in any spelling (400, in plain words)", async () => {
    const me = await newUser("pushhostile");
    for (const endpoint of HOSTILE) {
      const response = await me.as("/api/push/subscriptions", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ endpoint, expirationTime: null, keys }),
      });
      expect(response.status, endpoint).toBe(400);
      expect((await json(response)).message).toBe(en.server.chat.push.endpointNotHttps);
    }
    expect(await db.select().from(pushSubscriptions)).toEqual([]);
    for (const endpoint of REAL) {
      const response = await me.as("/api/push/subscriptions", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ endpoint, expirationTime: null, keys }),
      });
      expect(response.status, endpoint).toBe(201);
      await response.arrayBuffer();
    }
    // The local stand-in keeps working where it works today: a loopback site with no public address.
    const standIn = await me.as("/api/push/subscriptions", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ endpoint: `${ORIGIN}${STAND_IN_PATH}hostile-suite`, expirationTime: null, keys }),
    });
    expect(standIn.status).toBe(201);
    await standIn.arrayBuffer();
  });

  it("never posts to an internal endpoint stored before the rule: it is answered as gone", async () => {
    const production = { ...env, BETTER_AUTH_URL: "https://sokoni.co.ke" } as never;
    for (const endpoint of ["https://169.254.169.254/latest/meta-data/", "https://[::ffff:127.0.0.1]/", `${ORIGIN}${STAND_IN_PATH}someone`]) {
      const answer = await pushFetcher(production)(new Request(endpoint, { method: "POST", body: "x" }));
      expect(answer.status, endpoint).toBe(410);
    }
  });
});
