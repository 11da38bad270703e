import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizePhone } from "./phone.ts";
import { callRequestSchema, originateAnswerSchema, originateUrl } from "./telephony.ts";

/** The address's path and query, read without the platform's URL (the domain runs anywhere). */
function parts(url: string): { path: string; query: Record<string, string> } {
  const [path, search = ""] = url.split("?", 2);
  const query: Record<string, string> = {};
  for (const pair of search.split("&").filter(Boolean)) {
    const [name, value = ""] = pair.split("=", 2);
    query[decodeURIComponent(name!)] = decodeURIComponent(value);
  }
  return { path: path!, query };
}

describe("click-to-call (spec §7, issue 27)", () => {
  it("asks the originate endpoint with the key, the extension and the normalised destination", () => {
    const url = parts(
      originateUrl("https://pbx.example/api/originate?tenant=7", {
        key: "s3cr&t",
        extension: "204",
        destination: "0 (532) 111 22 33",
      }),
    );
    expect(url.path).toBe("https://pbx.example/api/originate");
    expect(url.query).toEqual({
      tenant: "7",
      key: "s3cr&t",
      extension: "204",
      destination: "905321112233",
    });
  });

  it("keeps any destination's digits as the phone rule gives them (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.stringMatching(/^[0-9*#]{1,20}$/), (phone, extension) => {
        const { query } = parts(
          originateUrl("http://127.0.0.1:1/originate", { key: "k", extension, destination: phone }),
        );
        expect(query.destination).toBe(normalizePhone(phone));
        expect(query.extension).toBe(extension);
        expect(query.key).toBe("k");
      }),
    );
  });

  it("reads the provider's answer only in its documented shape", () => {
    expect(originateAnswerSchema.safeParse({ success: true, message: "Ringing" }).success).toBe(true);
    expect(originateAnswerSchema.safeParse({ success: "yes" }).success).toBe(false);
    expect(originateAnswerSchema.safeParse("OK").success).toBe(false);
  });

  it("takes a phone the site can call, normalised", () => {
    expect(callRequestSchema.parse({ phone: "+90 532 111 22 33" })).toEqual({ phone: "905321112233" });
    const refused = callRequestSchema.safeParse({ phone: "12" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("PHONE_INVALID");
  });
});
