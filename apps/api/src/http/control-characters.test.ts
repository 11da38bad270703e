/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely; the assertions check their shape. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../app.ts";
import { asBrowser, createUser, signIn } from "../testing/accounts.ts";
import { createTestApi } from "../testing/test-api.ts";

/** Issue 11, finding 5: NUL and other control characters are a 400 with the field's code, never a 500. */
let api: RihlaApi;
beforeAll(async () => {
  api = await createTestApi({}, { seed: true });
});
afterAll(() => api.close());

const expectField = async (response: Response, field: string) => {
  expect(response.status).toBe(400);
  const body = (await response.json()) as any;
  expect(body.error.code).toBe("VALIDATION_FAILED");
  expect(body.error.fields[field]).toContain("INVALID_CHARACTERS");
};
const post = (path: string, body: unknown, init: RequestInit = {}) =>
  api.app.request(path, {
    method: "POST",
    ...init,
    headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.50", ...init.headers },
    body: JSON.stringify(body),
  });

describe("control characters", () => {
  it("in a query parameter", async () => {
    await expectField(await api.app.request("/api/page/find?locale=tr&slug=a%00b"), "slug");
    await expectField(await api.app.request("/api/tours?list=umre%00"), "list");
  });

  it("in a path parameter", async () => {
    await expectField(await api.app.request("/api/tours/a%00b"), "path");
    await expectField(await api.app.request("/api/tour-groups/a%01b"), "path");
  });

  it("in an address that cannot be decoded as a whole (issue 28, finding 3)", async () => {
    // One malformed escape used to hide a NUL from the check while the router decoded it.
    await expectField(await api.app.request("/api/tours/ab%00%ZZ"), "path");
    await expectField(await api.app.request("/api/tours/ab%ZZ"), "path");
    await expectField(await api.app.request("/api/tours/%C0%AF"), "path");
    await expectField(await api.app.request("/api/tours?list=ab%00%ZZ"), "list");
    await expectField(await api.app.request("/api/redirects/check?path=%2Fa%00%ZZ"), "path");
    await expectField(await api.app.request("/api/page/find?locale=tr&slug=a%E2%28"), "slug");
    // A lone surrogate, escaped in JSON, is refused like a control character.
    await expectField(await post("/api/newsletter-subscriptions", { email: "a@example.com", name: "\ud800" }), "name");
    // Valid escapes still pass: a Turkish slug.
    expect((await api.app.request("/api/tours/%C3%A7ar%C5%9F%C4%B1")).status).toBe(404);
  });

  it("in JSON body fields, nested ones named by their path", async () => {
    const contact = { name: "A\u0000B", email: "a@example.com", phone: "+905321234567", message: "hi" };
    await expectField(await post("/api/contact-requests?locale=tr", contact), "name");
    await expectField(
      await post("/api/auth/signup", {
        firstName: "x\u0007",
        surname: "y",
        email: "z@example.com",
        phone: "+905321234567",
        password: "Aa1!aaaa",
      }),
      "firstName",
    );
    await expectField(await post("/api/information-requests", { deep: { list: ["ok", "b\u0000"] } }), "deep.list.1");
  });

  it("in the signed-in profile", async () => {
    const user = await createUser(api, { email: "nul@example.com" });
    const session = await signIn(api, user.email);
    const response = await api.app.request(
      "http://localhost/api/user/profile",
      asBrowser(session, {
        method: "PUT",
        body: JSON.stringify({ firstName: "A\u0000", surname: "B", phone: "+905321234567" }),
      }),
    );
    await expectField(response, "firstName");
  });

  it("keeps line breaks and tabs of a message, and survives deep nesting", async () => {
    const ok = await post("/api/contact-requests?locale=tr", {
      name: "Ayşe",
      email: "a@example.com",
      phone: "+905321234567",
      message: "line one\r\n\tline two",
    });
    expect(ok.status).not.toBe(500);
    const nested = "[".repeat(30_000) + "]".repeat(30_000);
    const deep = await api.app.request("/api/newsletter-subscriptions", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.51" },
      body: nested,
    });
    expect(deep.status).toBe(400);
  });
});
