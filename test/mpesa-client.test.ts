import { describe, expect, it } from "vitest";
import { darajaTimestamp, stkPassword } from "../app/domain/mpesa";
import { darajaConfigured, darajaHost, darajaToken, type DarajaSettings, type Fetcher, stkPush, stkQuery } from "../worker/mpesa";

/*
 * worker/mpesa.ts inside workerd, with a fetcher that plays Safaricom: it records every request and
 * answers with Daraja's own shapes. Each test has its own consumer key, since the token cache
 * lives in the module for the isolate's life and would otherwise carry tokens between tests.
 */

const PASSKEY = "bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919";
const SANDBOX = "https://sandbox.safaricom.co.ke";
/** 21:30:05 UTC on 22 November 2026 is already the 23rd in Nairobi. */
const NOW = new Date(Date.UTC(2026, 10, 22, 21, 30, 5));

let keys = 0;

function mpesaEnv(overrides: DarajaSettings = {}): DarajaSettings {
  keys += 1;
  return {
    MPESA_CONSUMER_KEY: `test-key-${keys}-${crypto.randomUUID()}`,
    MPESA_CONSUMER_SECRET: "test-secret",
    MPESA_SHORTCODE: "174379",
    MPESA_PASSKEY: PASSKEY,
    ...overrides,
  };
}

interface Recorded {
  method: string;
  url: string;
  headers: Headers;
  body: Record<string, unknown> | null;
}

type Answer = { status?: number; json: unknown } | "throw";

/** Safaricom's stand-in: a token for every OAuth call, then the given answers in turn for the rest. */
function safaricom(answers: Answer[]) {
  const requests: Recorded[] = [];
  let tokenCalls = 0;
  const fetcher: Fetcher = async (input, init) => {
    const request = new Request(input, init);
    const text = request.method === "POST" ? await request.text() : "";
    requests.push({ method: request.method, url: request.url, headers: request.headers, body: text ? JSON.parse(text) : null });
    if (new URL(request.url).pathname === "/oauth/v1/generate") {
      tokenCalls += 1;
      return Response.json({ access_token: `token-${tokenCalls}`, expires_in: "3599" });
    }
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected request to ${request.url}`);
    if (answer === "throw") throw new TypeError("Network connection lost.");
    return Response.json(answer.json, { status: answer.status ?? 200 });
  };
  return {
    fetcher,
    requests,
    get tokenCalls() {
      return tokenCalls;
    },
    /** The requests other than the token's. */
    calls: () => requests.filter((request) => !request.url.includes("/oauth/")),
  };
}

const ACCEPTED = {
  MerchantRequestID: "29115-34620561-1",
  CheckoutRequestID: "ws_CO_191220191020363925",
  ResponseCode: "0",
  ResponseDescription: "Success. Request accepted for processing",
  CustomerMessage: "Success. Request accepted for processing",
};

const PUSH = {
  amount: 250,
  phone: "+254708374149",
  accountReference: "Sokoni boost listing 4512",
  description: "Boost for seven days",
  callbackUrl: "https://sokoni.example/api/mpesa/callback/secret-path",
  now: NOW,
};

describe("configuration", () => {
  it("needs key, secret, shortcode and passkey, and picks the host", () => {
    expect(darajaConfigured(mpesaEnv())).toBe(true);
    expect(darajaConfigured(mpesaEnv({ MPESA_PASSKEY: "" }))).toBe(false);
    expect(darajaConfigured({})).toBe(false);
    expect(darajaHost({})).toBe(SANDBOX);
    expect(darajaHost({ MPESA_ENVIRONMENT: "production" })).toBe("https://api.safaricom.co.ke");
  });
});

describe("darajaToken", () => {
  it("asks with Basic auth and keeps the token for the next push", async () => {
    const env = mpesaEnv();
    const daraja = safaricom([{ json: ACCEPTED }, { json: { ...ACCEPTED, CheckoutRequestID: "ws_CO_2" } }]);
    expect((await stkPush(env, PUSH, daraja.fetcher)).ok).toBe(true);
    expect((await stkPush(env, PUSH, daraja.fetcher)).ok).toBe(true);
    expect(daraja.tokenCalls).toBe(1);
    const [token, first, second] = daraja.requests;
    expect(token?.method).toBe("GET");
    expect(token?.url).toBe(`${SANDBOX}/oauth/v1/generate?grant_type=client_credentials`);
    expect(token?.headers.get("authorization")).toBe(`Basic ${btoa(`${env.MPESA_CONSUMER_KEY}:test-secret`)}`);
    expect(first?.headers.get("authorization")).toBe("Bearer token-1");
    expect(second?.headers.get("authorization")).toBe("Bearer token-1");
  });

  it("throws a clear error when Daraja refuses or answers without a token", async () => {
    const refused: Fetcher = async () => Response.json({ errorCode: "400.008.01", errorMessage: "Invalid Authentication passed" }, { status: 400 });
    await expect(darajaToken(mpesaEnv(), refused)).rejects.toThrow(/M-Pesa token: Daraja answered 400/);
    const empty: Fetcher = async () => Response.json({ expires_in: "3599" });
    await expect(darajaToken(mpesaEnv(), empty)).rejects.toThrow(/no access_token/);
  });
});

describe("stkPush", () => {
  it("sends Daraja's body, signed in Kenya time, and reads the accepted answer", async () => {
    const env = mpesaEnv();
    const daraja = safaricom([{ json: ACCEPTED }]);
    const result = await stkPush(env, { ...PUSH, amount: 249.6 }, daraja.fetcher);
    expect(result).toEqual({ ok: true, merchantRequestId: "29115-34620561-1", checkoutRequestId: "ws_CO_191220191020363925" });
    const [push] = daraja.calls();
    expect(push?.method).toBe("POST");
    expect(push?.url).toBe(`${SANDBOX}/mpesa/stkpush/v1/processrequest`);
    expect(push?.headers.get("content-type")).toBe("application/json");
    expect(darajaTimestamp(NOW)).toBe("20261123003005");
    expect(push?.body).toEqual({
      BusinessShortCode: "174379",
      Password: stkPassword("174379", PASSKEY, "20261123003005"),
      Timestamp: "20261123003005",
      TransactionType: "CustomerPayBillOnline",
      Amount: 250,
      PartyA: "254708374149",
      PartyB: "174379",
      PhoneNumber: "254708374149",
      CallBackURL: PUSH.callbackUrl,
      AccountReference: "Sokoni boost",
      TransactionDesc: "Boost for sev",
    });
    expect(Number.isInteger(push?.body?.Amount)).toBe(true);
    expect(String(push?.body?.AccountReference).length).toBeLessThanOrEqual(12);
    expect(String(push?.body?.TransactionDesc).length).toBeLessThanOrEqual(13);
  });

  it("pays a till for Buy Goods on the live host", async () => {
    const env = mpesaEnv({ MPESA_ENVIRONMENT: "production", MPESA_TRANSACTION_TYPE: "CustomerBuyGoodsOnline", MPESA_PARTY_B: "5544332" });
    const daraja = safaricom([{ json: ACCEPTED }]);
    expect((await stkPush(env, PUSH, daraja.fetcher)).ok).toBe(true);
    const [push] = daraja.calls();
    expect(push?.url).toBe("https://api.safaricom.co.ke/mpesa/stkpush/v1/processrequest");
    expect(push?.body).toMatchObject({ BusinessShortCode: "174379", TransactionType: "CustomerBuyGoodsOnline", PartyB: "5544332" });
  });

  it("reports a refused push with Daraja's words", async () => {
    const daraja = safaricom([
      { status: 400, json: { requestId: "11728-2929992-1", errorCode: "400.002.02", errorMessage: "Bad Request - Invalid PhoneNumber" } },
    ]);
    const result = await stkPush(mpesaEnv(), PUSH, daraja.fetcher);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain("Bad Request - Invalid PhoneNumber");
  });

  it("reports an answer that is OK but not accepted", async () => {
    const daraja = safaricom([{ json: { ...ACCEPTED, ResponseCode: "1", ResponseDescription: "Rejected" } }]);
    const result = await stkPush(mpesaEnv(), PUSH, daraja.fetcher);
    expect(result).toEqual({ ok: false, message: expect.stringContaining("Rejected") });
  });

  it("reports a network failure without throwing, on the push and on the token", async () => {
    const daraja = safaricom(["throw"]);
    const result = await stkPush(mpesaEnv(), PUSH, daraja.fetcher);
    expect(result).toEqual({ ok: false, message: expect.stringContaining("Network connection lost.") });
    const down: Fetcher = async () => {
      throw new TypeError("fetch failed");
    };
    expect(await stkPush(mpesaEnv(), PUSH, down)).toEqual({ ok: false, message: expect.stringContaining("fetch failed") });
  });

  it("sends nothing for a number that is not a Kenyan mobile, a bad amount, or without secrets", async () => {
    const daraja = safaricom([]);
    expect((await stkPush(mpesaEnv(), { ...PUSH, phone: "+255712345678" }, daraja.fetcher)).ok).toBe(false);
    expect((await stkPush(mpesaEnv(), { ...PUSH, amount: 0 }, daraja.fetcher)).ok).toBe(false);
    expect((await stkPush(mpesaEnv(), { ...PUSH, amount: Number.NaN }, daraja.fetcher)).ok).toBe(false);
    expect((await stkPush({}, PUSH, daraja.fetcher)).ok).toBe(false);
    expect(daraja.requests).toEqual([]);
  });

  it("asks for a new token after Daraja refuses the cached one", async () => {
    const env = mpesaEnv();
    const daraja = safaricom([{ status: 401, json: { requestId: "1", errorCode: "404.001.03", errorMessage: "Invalid Access Token" } }, { json: ACCEPTED }]);
    expect((await stkPush(env, PUSH, daraja.fetcher)).ok).toBe(false);
    expect((await stkPush(env, PUSH, daraja.fetcher)).ok).toBe(true);
    expect(daraja.tokenCalls).toBe(2);
  });
});

describe("stkQuery", () => {
  const CHECKOUT = "ws_CO_191220191020363925";

  it("reads an ended push, with ResultCode as a string", async () => {
    const env = mpesaEnv();
    const daraja = safaricom([
      {
        json: {
          ResponseCode: "0",
          ResponseDescription: "The service request has been accepted successsfully",
          MerchantRequestID: "29115-34620561-1",
          CheckoutRequestID: CHECKOUT,
          ResultCode: "1032",
          ResultDesc: "Request cancelled by user",
        },
      },
    ]);
    expect(await stkQuery(env, CHECKOUT, NOW, daraja.fetcher)).toEqual({ state: "done", resultCode: 1032, resultDesc: "Request cancelled by user" });
    const [query] = daraja.calls();
    expect(query?.url).toBe(`${SANDBOX}/mpesa/stkpushquery/v1/query`);
    expect(query?.headers.get("authorization")).toBe("Bearer token-1");
    expect(query?.body).toEqual({
      BusinessShortCode: "174379",
      Password: stkPassword("174379", PASSKEY, "20261123003005"),
      Timestamp: "20261123003005",
      CheckoutRequestID: CHECKOUT,
    });
  });

  it("is pending while Daraja says the transaction is being processed", async () => {
    const daraja = safaricom([
      { status: 500, json: { requestId: "8276-3546-1", errorCode: "500.001.1001", errorMessage: "The transaction is being processed" } },
    ]);
    expect(await stkQuery(mpesaEnv(), CHECKOUT, NOW, daraja.fetcher)).toEqual({ state: "pending" });
  });

  it("is an error for other refusals, odd answers and a lost network", async () => {
    const refused = safaricom([{ status: 400, json: { requestId: "1", errorCode: "400.002.02", errorMessage: "Bad Request - Invalid CheckoutRequestID" } }]);
    const result = await stkQuery(mpesaEnv(), CHECKOUT, NOW, refused.fetcher);
    expect(result).toEqual({ state: "error", message: expect.stringContaining("Invalid CheckoutRequestID") });
    const odd = safaricom([{ json: { ResponseCode: "0", ResultCode: "soon" } }]);
    expect((await stkQuery(mpesaEnv(), CHECKOUT, NOW, odd.fetcher)).state).toBe("error");
    const lost = safaricom(["throw"]);
    expect(await stkQuery(mpesaEnv(), CHECKOUT, NOW, lost.fetcher)).toEqual({ state: "error", message: expect.stringContaining("Network connection lost.") });
    expect((await stkQuery({}, CHECKOUT, NOW, lost.fetcher)).state).toBe("error");
  });
});
