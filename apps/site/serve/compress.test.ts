import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressResponse, isCompressible, negotiateEncoding } from "./compress.ts";

describe("compression", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(negotiateEncoding("gzip, deflate, br")).toBe("br");
    expect(negotiateEncoding("gzip, br;q=0")).toBe("gzip");
    expect(negotiateEncoding("deflate")).toBe("identity");
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding("*, br;q=0")).toBe("gzip");
    expect(negotiateEncoding(null)).toBe("identity");
    expect(negotiateEncoding("identity")).toBe("identity");
  });

  it("compresses text types only", () => {
    for (const type of ["text/html; charset=utf-8", "application/json", "image/svg+xml", "text/javascript"]) {
      expect(isCompressible(type), type).toBe(true);
    }
    for (const type of ["image/webp", "font/woff2", null]) expect(isCompressible(type), String(type)).toBe(false);
  });

  it("compresses an uncached JSON answer the client accepts, and leaves small ones", async () => {
    const json = JSON.stringify({ items: Array.from({ length: 100 }, (_, id) => ({ id, title: `Umre ${id}` })) });
    const request = new Request("http://rihla.test/api/tours", { headers: { "accept-encoding": "gzip" } });
    const response = await compressResponse(request, Response.json(JSON.parse(json)));
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toMatch(/Accept-Encoding/);
    expect(zlib.gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(json);
    const small = await compressResponse(request, Response.json({ status: "ok" }));
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.json()).toEqual({ status: "ok" });
  });

  it("compresses a repeated answer once, and never hands one body's bytes to another", async () => {
    const answer = (n: number) =>
      Response.json({ items: Array.from({ length: 80 }, (_, id) => ({ id, title: `Umre ${n}-${id}` })) });
    const request = new Request("http://rihla.test/api/tours", { headers: { "accept-encoding": "br" } });
    const decoded = async (response: Response) =>
      JSON.parse(zlib.brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()) as {
        items: { title: string }[];
      };
    for (const n of [1, 2, 1, 2]) {
      const response = await compressResponse(request, answer(n), { remember: true });
      expect(response.headers.get("content-encoding")).toBe("br");
      expect((await decoded(response)).items[79]!.title).toBe(`Umre ${n}-79`);
    }
  });
});
