import { describe, expect, it } from "vitest";
import { darajaPhone, darajaTimestamp, parseStkCallback, paymentFailureMessage, SIMULATOR_RESULT, simulatedResult, statusOfResult, stkPassword } from "./mpesa";

/** A callback as Daraja posts it, with the fields the test wants to change. */
function callback(fields: Record<string, unknown>) {
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: "29115-34620561-1",
        CheckoutRequestID: "ws_CO_191220191020363925",
        ...fields,
      },
    },
  };
}

/** Daraja's success metadata; Balance has no Value, as in the real payload. */
function paidItems(overrides: Record<string, unknown> = {}) {
  const values: Record<string, unknown> = {
    Amount: 1.0,
    MpesaReceiptNumber: "NLJ7RT61SV",
    TransactionDate: 20191219102115,
    PhoneNumber: 254708374149,
    ...overrides,
  };
  return {
    Item: [
      { Name: "Amount", Value: values.Amount },
      { Name: "MpesaReceiptNumber", Value: values.MpesaReceiptNumber },
      { Name: "Balance" },
      { Name: "TransactionDate", Value: values.TransactionDate },
      { Name: "PhoneNumber", Value: values.PhoneNumber },
    ],
  };
}

const SUCCESS = callback({ ResultCode: 0, ResultDesc: "The service request is processed successfully.", CallbackMetadata: paidItems() });

describe("parseStkCallback", () => {
  it("reads a successful payment, the Balance item without a Value too", () => {
    expect(parseStkCallback(SUCCESS)).toEqual({
      merchantRequestId: "29115-34620561-1",
      checkoutRequestId: "ws_CO_191220191020363925",
      resultCode: 0,
      resultDesc: "The service request is processed successfully.",
      amount: 1,
      receipt: "NLJ7RT61SV",
      phone: "254708374149",
      transactionDate: "20191219102115",
    });
  });

  it("survives a JSON round trip, as the Worker receives it", () => {
    expect(parseStkCallback(JSON.parse(JSON.stringify(SUCCESS)))?.receipt).toBe("NLJ7RT61SV");
  });

  it("reads a cancellation (1032), which carries no metadata", () => {
    const parsed = parseStkCallback(callback({ ResultCode: 1032, ResultDesc: "Request cancelled by user" }));
    expect(parsed).toEqual({
      merchantRequestId: "29115-34620561-1",
      checkoutRequestId: "ws_CO_191220191020363925",
      resultCode: 1032,
      resultDesc: "Request cancelled by user",
      amount: null,
      receipt: null,
      phone: null,
      transactionDate: null,
    });
    expect(statusOfResult(parsed?.resultCode ?? -1)).toBe("cancelled");
  });

  it("reads a timeout (1037) and a wrong PIN (2001) as failures of their kind", () => {
    const timeout = parseStkCallback(callback({ ResultCode: 1037, ResultDesc: "DS timeout user cannot be reached" }));
    expect(timeout?.resultCode).toBe(1037);
    expect(statusOfResult(timeout?.resultCode ?? -1)).toBe("timeout");
    const wrongPin = parseStkCallback(callback({ ResultCode: 2001, ResultDesc: "The initiator information is invalid." }));
    expect(wrongPin?.resultCode).toBe(2001);
    expect(statusOfResult(wrongPin?.resultCode ?? -1)).toBe("failed");
  });

  it("takes a ResultCode sent as a numeric string", () => {
    const parsed = parseStkCallback(callback({ ResultCode: "0", ResultDesc: "ok", CallbackMetadata: paidItems() }));
    expect(parsed?.resultCode).toBe(0);
    expect(parseStkCallback(callback({ ResultCode: "1032", ResultDesc: "Request cancelled by user" }))?.resultCode).toBe(1032);
  });

  it("keeps string receipts, phones and dates, and a masked phone", () => {
    const parsed = parseStkCallback(
      callback({
        ResultCode: 0,
        ResultDesc: "ok",
        CallbackMetadata: paidItems({ Amount: 250, TransactionDate: "20261122093015", PhoneNumber: "2547******149" }),
      }),
    );
    expect(parsed?.amount).toBe(250);
    expect(parsed?.transactionDate).toBe("20261122093015");
    expect(parsed?.phone).toBe("2547******149");
  });

  it("drops metadata values of the wrong shape rather than the whole callback", () => {
    const parsed = parseStkCallback(
      callback({ ResultCode: 0, ResultDesc: "ok", CallbackMetadata: paidItems({ PhoneNumber: { x: 1 }, TransactionDate: "yesterday" }) }),
    );
    expect(parsed?.phone).toBeNull();
    expect(parsed?.transactionDate).toBeNull();
    expect(parsed?.receipt).toBe("NLJ7RT61SV");
  });

  it("returns null for anything that is not a callback, and never throws", () => {
    const longId = "x".repeat(101);
    const bad: unknown[] = [
      null,
      undefined,
      "",
      "{}",
      0,
      [],
      [SUCCESS],
      {},
      { Body: {} },
      { Body: null },
      { Body: [] },
      { Body: { stkCallback: null } },
      { Body: { stkCallback: "yes" } },
      { Body: { stkCallback: [] } },
      callback({ CheckoutRequestID: undefined, ResultCode: 1032 }),
      callback({ CheckoutRequestID: "", ResultCode: 1032 }),
      callback({ CheckoutRequestID: 12345, ResultCode: 1032 }),
      callback({ MerchantRequestID: null, ResultCode: 1032 }),
      callback({ MerchantRequestID: longId, ResultCode: 1032 }),
      callback({ CheckoutRequestID: longId, ResultCode: 1032 }),
      callback({ ResultDesc: "no code" }),
      callback({ ResultCode: 1.5 }),
      callback({ ResultCode: "abc" }),
      callback({ ResultCode: "" }),
      callback({ ResultCode: Number.NaN }),
      callback({ ResultCode: null }),
      callback({ ResultCode: { code: 0 } }),
      callback({ ResultCode: 0, ResultDesc: "ok" }),
      callback({ ResultCode: 0, ResultDesc: "ok", CallbackMetadata: paidItems({ MpesaReceiptNumber: undefined }) }),
      callback({ ResultCode: 0, ResultDesc: "ok", CallbackMetadata: paidItems({ MpesaReceiptNumber: "nlj7rt61sv" }) }),
      callback({ ResultCode: 0, ResultDesc: "ok", CallbackMetadata: paidItems({ MpesaReceiptNumber: "<script>" }) }),
      callback({ ResultCode: 0, ResultDesc: "ok", CallbackMetadata: paidItems({ Amount: "abc" }) }),
      callback({ ResultCode: 0, ResultDesc: "ok", CallbackMetadata: paidItems({ Amount: -1 }) }),
      callback({ ResultCode: 0, ResultDesc: "ok", CallbackMetadata: paidItems({ Amount: 0 }) }),
      callback({ ResultCode: 0, ResultDesc: "ok", CallbackMetadata: paidItems({ Amount: Number.POSITIVE_INFINITY }) }),
      callback({ ResultCode: 0, ResultDesc: "ok", CallbackMetadata: { Item: "Amount" } }),
      callback({ ResultCode: 0, ResultDesc: "ok", CallbackMetadata: { Item: [null, 1, "x", []] } }),
      callback({ ResultCode: 0, ResultDesc: "ok", CallbackMetadata: [] }),
    ];
    for (const body of bad) {
      expect(() => parseStkCallback(body)).not.toThrow();
      expect(parseStkCallback(body), JSON.stringify(body) ?? String(body)).toBeNull();
    }
  });

  it("returns null for an object whose getters throw", () => {
    const hostile = {
      get Body(): unknown {
        throw new Error("boom");
      },
    };
    expect(parseStkCallback(hostile)).toBeNull();
  });

  it("cuts a very long ResultDesc", () => {
    const parsed = parseStkCallback(callback({ ResultCode: 1, ResultDesc: "y".repeat(10_000) }));
    expect(parsed?.resultDesc.length).toBeLessThanOrEqual(300);
  });
});

describe("statusOfResult and the seller's words", () => {
  it("maps Daraja's codes to a status", () => {
    expect(statusOfResult(0)).toBe("paid");
    expect(statusOfResult(1032)).toBe("cancelled");
    expect(statusOfResult(1037)).toBe("timeout");
    expect(statusOfResult(1)).toBe("failed");
    expect(statusOfResult(2001)).toBe("failed");
    expect(statusOfResult(-1)).toBe("failed");
  });

  it("says plainly, for each failure, that nothing was paid", () => {
    expect(paymentFailureMessage("cancelled")).toBe("You cancelled the M-Pesa request on your phone. Nothing was paid.");
    expect(paymentFailureMessage("timeout")).toBe("M-Pesa did not get an answer from your phone in time. Nothing was paid.");
    expect(paymentFailureMessage("failed")).toBe("M-Pesa could not complete the payment. Nothing was paid.");
  });
});

describe("darajaTimestamp", () => {
  it("writes Kenya time (UTC+3), rolling over the date after 21:00 UTC", () => {
    expect(darajaTimestamp(new Date(Date.UTC(2026, 10, 22, 21, 30, 5)))).toBe("20261123003005");
    expect(darajaTimestamp(new Date(Date.UTC(2026, 10, 22, 20, 59, 59)))).toBe("20261122235959");
  });

  it("rolls over the month and year too, and pads every part", () => {
    expect(darajaTimestamp(new Date(Date.UTC(2026, 11, 31, 22, 0, 0)))).toBe("20270101010000");
    expect(darajaTimestamp(new Date(Date.UTC(2016, 1, 16, 13, 56, 27)))).toBe("20160216165627");
  });
});

describe("stkPassword", () => {
  it("matches Daraja's published sandbox example", () => {
    expect(stkPassword("174379", "bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919", "20160216165627")).toBe(
      "MTc0Mzc5YmZiMjc5ZjlhYTliZGJjZjE1OGU5N2RkNzFhNDY3Y2QyZTBjODkzMDU5YjEwZjc4ZTZiNzJhZGExZWQyYzkxOTIwMTYwMjE2MTY1NjI3",
    );
  });
});

describe("darajaPhone", () => {
  it("drops the plus from stored Kenyan mobiles", () => {
    expect(darajaPhone("+254712345678")).toBe("254712345678");
    expect(darajaPhone("+254110345678")).toBe("254110345678");
  });

  it("refuses anything else", () => {
    for (const input of ["0712345678", "254712345678", "+25471234567", "+2547123456789", "+254212345678", "+255712345678", "+254 712 345 678", "", "abc"]) {
      expect(darajaPhone(input), input).toBeNull();
    }
  });
});

describe("simulatedResult", () => {
  it("cancels numbers ending in 1, times out those ending in 2, pays the rest", () => {
    expect(simulatedResult("+254712345671")).toEqual({ resultCode: 1032, resultDesc: "Request cancelled by user" });
    expect(simulatedResult("+254712345672")).toEqual({ resultCode: 1037, resultDesc: "DS timeout user cannot be reached" });
    expect(simulatedResult("+254712345678")).toEqual({ resultCode: 0, resultDesc: "The service request is processed successfully." });
    expect(simulatedResult("+254712345670")).toEqual(SIMULATOR_RESULT.paid);
  });

  it("gives results that statusOfResult reads as intended", () => {
    expect(statusOfResult(simulatedResult("+254700000001").resultCode)).toBe("cancelled");
    expect(statusOfResult(simulatedResult("+254700000002").resultCode)).toBe("timeout");
    expect(statusOfResult(simulatedResult("+254700000003").resultCode)).toBe("paid");
  });
});
