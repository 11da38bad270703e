import { describe, expect, it } from "vitest";
import { localeCookieString, pathLocale, requestLocale } from "./locale";

describe("the page's locale", () => {
  it("comes from the URL: /en is English, everything else Turkish", () => {
    expect(requestLocale(new Request("http://x.test/en/user/login?redirect=/"))).toBe("en");
    expect(requestLocale(new Request("http://x.test/user/login"))).toBe("tr");
    expect(requestLocale(new Request("http://x.test/"))).toBe("tr");
    expect(pathLocale("/en")).toBe("en");
    expect(pathLocale("/english")).toBe("tr");
  });

  it("is remembered for 365 days on path /, Secure on https", () => {
    expect(localeCookieString("en", false)).toBe(`locale=en; Max-Age=${365 * 24 * 3600}; Path=/; SameSite=Lax`);
    expect(localeCookieString("tr", true)).toMatch(/^locale=tr; .*; Secure$/);
  });
});
