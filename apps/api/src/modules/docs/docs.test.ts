import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { createTestApi } from "../../testing/test-api.ts";

let api: RihlaApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** Hono's route table in OpenAPI spelling: /img/:path{.+} → /img/{path}. */
function registeredRoutes(): string[] {
  return [
    ...new Set(
      api.app.routes
        .filter((route) => route.method !== "ALL")
        .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)(\{[^}]*\})?/g, "{$1}")}`),
    ),
  ].sort();
}

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const response = await api.app.request("/api/openapi.json");
    expect(response.status).toBe(200);
    const document = await response.json();
    const validator = new Validator();
    const result = await validator.validate(document as Parameters<Validator["validate"]>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("lists every route the app answers", async () => {
    const document = (await (await api.app.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(document.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`))
      .sort();
    expect(documented).toEqual(registeredRoutes());
    expect(documented.length).toBeGreaterThanOrEqual(20);
  });
});

describe("GET /api/docs", () => {
  it("renders a self-contained reference naming every route", async () => {
    const response = await api.app.request("/api/docs");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/html/);
    const html = await response.text();
    for (const route of registeredRoutes()) {
      const [, path] = route.split(" ");
      expect(html).toContain(`<code>${path!.replace(/&/g, "&amp;")}</code>`);
    }
    expect(html).not.toMatch(/<script|https?:\/\/(?!schema\.org)/);
  });
});
