import { describe, expect, it } from "vitest";
import { awsEncode, presignUrl } from "./s3-presign";

describe("presigned S3 addresses", () => {
  it("signs AWS's own example of a presigned GET (Signature Version 4, query parameters)", async () => {
    const url = await presignUrl({
      method: "GET",
      endpoint: "https://examplebucket.s3.amazonaws.com",
      bucket: "",
      key: "test.txt",
      credentials: { accessKeyId: "AKIAIOSFODNN7EXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY" },
      region: "us-east-1",
      expiresIn: 86400,
      now: new Date("2013-05-24T00:00:00Z"),
    });
    expect(url.searchParams.get("X-Amz-Signature")).toBe("aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404");
    expect(url.searchParams.get("X-Amz-Credential")).toBe("AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request");
  });

  it("puts the bucket in the path after the endpoint's own path, and binds the signed headers", async () => {
    const url = await presignUrl({
      method: "PUT",
      endpoint: "http://localhost:8788/cdn-cgi/local/r2/s3",
      bucket: "sokoni-images",
      key: "listings/abc.webp",
      credentials: { accessKeyId: "local", secretAccessKey: "secret" },
      headers: { "Content-Type": "image/webp" },
      expiresIn: 600,
      now: new Date("2026-11-25T12:00:00Z"),
    });
    expect(url.pathname).toBe("/cdn-cgi/local/r2/s3/sokoni-images/listings/abc.webp");
    expect(url.searchParams.get("X-Amz-SignedHeaders")).toBe("content-type;host");
    expect(url.searchParams.get("X-Amz-Expires")).toBe("600");
    expect(url.searchParams.get("X-Amz-Date")).toBe("20261125T120000Z");
  });

  it("encodes as SigV4 does", () => {
    expect(awsEncode("a b/c!*'()~")).toBe("a%20b%2Fc%21%2A%27%28%29~");
  });
});
