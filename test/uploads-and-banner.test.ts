import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, createHomepageImage, json } from "./fixtures";

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);

describe("GET /uploads/:key", () => {
  it("serves an image from R2 with its type and immutable caching", async () => {
    await env.IMAGES.put("listings/abc123.jpg", JPEG, { httpMetadata: { contentType: "image/jpeg" } });
    const response = await call("/uploads/listings/abc123.jpg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("etag")).toBeTruthy();
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(JPEG);
  });

  it("serves the thumbnail for small widths and the full image otherwise", async () => {
    await env.IMAGES.put("listings/pair.jpg", "full", { httpMetadata: { contentType: "image/jpeg" } });
    await env.IMAGES.put("listings/pair.thumb.jpg", "thumb", { httpMetadata: { contentType: "image/jpeg" } });
    expect(await (await call("/uploads/listings/pair.jpg?w=480")).text()).toBe("thumb");
    expect(await (await call("/uploads/listings/pair.jpg?w=1024")).text()).toBe("full");
    expect(await (await call("/uploads/listings/pair.jpg")).text()).toBe("full");
  });

  it("answers 304 when the browser already has it", async () => {
    await env.IMAGES.put("listings/cached.jpg", JPEG, { httpMetadata: { contentType: "image/jpeg" } });
    const first = await call("/uploads/listings/cached.jpg");
    await first.arrayBuffer();
    const again = await call("/uploads/listings/cached.jpg", { headers: { "if-none-match": first.headers.get("etag") ?? "" } });
    expect(again.status).toBe(304);
  });

  it("answers 404 for unknown keys and refuses path tricks", async () => {
    for (const path of ["/uploads/listings/missing.jpg", "/uploads/../secret", "/uploads/listings/%2e%2e/x.jpg"]) {
      const response = await call(path);
      expect(response.status, path).toBe(404);
      await response.arrayBuffer();
    }
  });
});

describe("GET /api/homepage-images", () => {
  it("lists sponsor images with their company", async () => {
    await createHomepageImage({ companyName: "Mavuno Agrovet", companyUrl: "https://mavuno.example" });
    const body = await json<{ data: { id: number; imageUrl: string; companyName: string; companyUrl: string }[] }>(await call("/api/homepage-images"));
    expect(body.data).toEqual([
      expect.objectContaining({ imageUrl: "/uploads/homepage/banner.jpg", companyName: "Mavuno Agrovet", companyUrl: "https://mavuno.example" }),
    ]);
  });
});
