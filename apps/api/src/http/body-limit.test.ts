/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely; the assertions check their shape. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../app.ts";
import { createTestApi } from "../testing/test-api.ts";
import { defaultBodyLimitBytes } from "./body-limit.ts";

/** Issue 11, finding 4: every body is limited before it is read. */
let api: RihlaApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** A body of `total` bytes that counts how much of it the server pulled. */
function countingBody(total: number) {
  const chunk = new TextEncoder().encode(`{"email":"${"a".repeat(16 * 1024)}`);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => sent };
}

describe("request body limit", () => {
  it("refuses a declared body over the limit with 413 BODY_TOO_LARGE without reading it", async () => {
    const body = countingBody(256 * 1024 * 1024);
    const response = await api.app.request("/api/newsletter-subscriptions", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(256 * 1024 * 1024) },
      body: body.stream,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as any).error.code).toBe("BODY_TOO_LARGE");
    // At most what the stream buffers ahead, nowhere near the 256 MB declared.
    expect(body.pulled()).toBeLessThan(defaultBodyLimitBytes * 2);
  });

  it("cuts a chunked body off as soon as it passes the limit", async () => {
    const body = countingBody(64 * 1024 * 1024);
    const response = await api.app.request("/api/contact-requests?locale=tr", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: body.stream,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThan(defaultBodyLimitBytes * 2);
  });

  it("lets ordinary bodies through", async () => {
    const response = await api.app.request("/api/newsletter-subscriptions", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.80" },
      body: JSON.stringify({ email: "limit@example.com", locale: "tr" }),
    });
    expect(response.status).toBeLessThan(300);
  });

  it("allows a photo upload its larger limit", async () => {
    const form = new FormData();
    form.set("photo", new File([new Uint8Array(200 * 1024)], "p.png", { type: "image/png" }));
    const response = await api.app.request("/api/user/photo", { method: "POST", body: form });
    // Not signed in: 401, not 413 — the larger limit applies before the access guard.
    expect(response.status).toBe(401);
  });
});
