import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hubSignature, isValidHubSignature } from "./signature.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("X-Hub-Signature-256 (issue 27)", () => {
  it("matches Meta's HMAC-SHA256 of the raw body with the app secret", () => {
    // openssl dgst -sha256 -hmac secret <<< '{"a":1}' (without the newline)
    expect(hubSignature("secret", '{"a":1}')).toBe(
      "sha256=aa9e2e3575f5d7098b6caccd790888c36d5fdb63342a73bada2d6a51747a8494",
    );
    expect(isValidHubSignature("secret", bytes('{"a":1}'), hubSignature("secret", '{"a":1}'))).toBe(true);
  });

  it("refuses any other body, secret or header form", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (body, other) => {
        const signature = hubSignature("app-secret", body);
        expect(isValidHubSignature("app-secret", bytes(body), signature)).toBe(true);
        expect(
          isValidHubSignature("app-secret", bytes(body), signature.toUpperCase().replace("SHA256", "sha256")),
        ).toBe(true);
        if (other !== body) expect(isValidHubSignature("app-secret", bytes(other), signature)).toBe(false);
        expect(isValidHubSignature("other-secret", bytes(body), signature)).toBe(false);
      }),
      { seed: 27, numRuns: 100 },
    );
    expect(isValidHubSignature("s", bytes("x"), undefined)).toBe(false);
    expect(isValidHubSignature("s", bytes("x"), "sha256=zz")).toBe(false);
  });
});
