import { describe, expect, it } from "vitest";
import { consentCookieString, readConsent, readCookie, sessionCookie, userCookie } from "./cookies.ts";

describe("session cookies (spec §4)", () => {
  it("are two distinct cookies on path /", () => {
    expect(sessionCookie.name).toBe("rihla_session");
    expect(userCookie.name).toBe("rihla_user");
    expect(sessionCookie.path).toBe("/");
    expect(userCookie.path).toBe("/");
  });

  it("reads one cookie out of a header by its exact name", () => {
    const header = "rihla_user_x=1; rihla_user=abc%20d; locale=en";
    expect(readCookie(header, "rihla_user")).toBe("abc d");
    expect(readCookie(header, "locale")).toBe("en");
    expect(readCookie(header, "rihla_session")).toBeUndefined();
    expect(readCookie(null, "locale")).toBeUndefined();
  });

  it("keeps a value with '=' and a malformed escape as it came", () => {
    expect(readCookie("a=b=c", "a")).toBe("b=c");
    expect(readCookie("a=%E0%A4%A", "a")).toBe("%E0%A4%A");
  });

  it("skips a part without '=' and trims spaces around a value", () => {
    // 'localeX' minus its last character would read as 'locale' if a part without '=' were not skipped.
    expect(readCookie("localeX; locale=en", "locale")).toBe("en");
    expect(readCookie("a=  b c  ;x=1", "a")).toBe("b c");
  });
});

describe("consent cookie (KVKK)", () => {
  it("remembers granted or denied for a year; anything else asks again", () => {
    expect(readConsent("rihla_consent=granted")).toBe("granted");
    expect(readConsent("a=b; rihla_consent=denied")).toBe("denied");
    expect(readConsent("rihla_consent=maybe")).toBeNull();
    expect(readConsent(null)).toBeNull();
    expect(consentCookieString("granted", true)).toBe(
      "rihla_consent=granted; Max-Age=31536000; Path=/; SameSite=Lax; Secure",
    );
    expect(consentCookieString("denied", false)).toBe("rihla_consent=denied; Max-Age=31536000; Path=/; SameSite=Lax");
  });
});
