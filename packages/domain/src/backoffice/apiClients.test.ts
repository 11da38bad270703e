import { describe, expect, it } from "vitest";
import { parseWithCodes } from "../schemas/fieldErrors.ts";
import { apiClientCreateSchema, apiKeyHint, apiKeyIdOf, isPartnerOrigin } from "./apiClients.ts";

describe("isPartnerOrigin", () => {
  it.each([
    ["https://partner.example", true],
    ["https://shop.partner.example:8443", true],
    ["http://localhost:5173", true],
    ["http://127.0.0.1", true],
    ["http://partner.example", false],
    ["https://partner.example/", false],
    ["https://partner.example/tours", false],
    ["https://Partner.example", false],
    ["https://partner.example:443", false],
    ["https://partner.example:70000", false],
    ["https://partner.example:65535", true],
    ["https://partner.example:65536", false],
    ["https://partner.example:80", true],
    ["http://localhost:80", false],
    ["http://localhost:443", true],
    ["https://user@partner.example", false],
    ["javascript:alert(1)", false],
    ["*", false],
  ])("%s → %s", (origin, expected) => {
    expect(isPartnerOrigin(origin)).toBe(expected);
  });
});

describe("apiKeyIdOf", () => {
  it("reads the key id of a well-formed key only", () => {
    const secret = "a".repeat(43);
    expect(apiKeyIdOf(`rk_live_0123456789abcdef_${secret}`)).toBe("0123456789abcdef");
    expect(apiKeyIdOf(`rk_live_0123456789abcdef_${secret}x`)).toBeNull();
    expect(apiKeyIdOf(`rk_test_0123456789abcdef_${secret}`)).toBeNull();
    expect(apiKeyIdOf("a-session-token")).toBeNull();
    expect(apiKeyHint("0123456789abcdef")).toBe("rk_live_0123456789abcdef_…");
  });
});

describe("apiClientCreateSchema", () => {
  const agentId = "6f1d0c1e-9a6b-4c53-9a43-3f0b0f0f8e21";

  it("takes a form's textarea and single checkbox as lists", () => {
    const parsed = parseWithCodes(apiClientCreateSchema, {
      name: " Partner ",
      origins: "\nhttps://a.example\n\nhttps://b.example, http://localhost:3000\n",
      scopes: "READ_CATALOGUE",
      agentId: "",
    });
    expect(parsed).toEqual({
      ok: true,
      data: {
        name: "Partner",
        origins: ["https://a.example", "https://b.example", "http://localhost:3000"],
        scopes: ["READ_CATALOGUE"],
      },
    });
  });

  it("needs the agent exactly when the client books", () => {
    const books = { name: "P", origins: [], scopes: ["READ_CATALOGUE", "CREATE_RESERVATIONS"] };
    expect(parseWithCodes(apiClientCreateSchema, books)).toEqual({ ok: false, errors: { agentId: ["REQUIRED"] } });
    expect(parseWithCodes(apiClientCreateSchema, { ...books, agentId }).ok).toBe(true);
    expect(parseWithCodes(apiClientCreateSchema, { ...books, scopes: ["READ_CATALOGUE"], agentId })).toEqual({
      ok: false,
      errors: { agentId: ["INVALID_VALUE"] },
    });
    expect(parseWithCodes(apiClientCreateSchema, { name: "P", scopes: [] })).toEqual({
      ok: false,
      errors: { scopes: ["REQUIRED"] },
    });
  });
});
