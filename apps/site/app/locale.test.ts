import { describe, expect, it } from "vitest";
import { localeCookieString, pathLocale, requestLocale, requestPage } from "./locale";

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

describe("the page a request is for", () => {
  it("drops a client navigation's .data suffix and _routes parameter, and keeps the visitor's query", () => {
    const page = (url: string) => requestPage(new Request(url));
    expect(page("http://x.test/reservation/service-1.data")).toEqual({
      pathname: "/reservation/service-1",
      search: "",
    });
    expect(page("http://x.test/en/user/dashboard.data?_routes=root%2Cuser-dashboard")).toEqual({
      pathname: "/en/user/dashboard",
      search: "",
    });
    expect(page("http://x.test/tour/umre-turlari.data?days=10&_routes=x")).toEqual({
      pathname: "/tour/umre-turlari",
      search: "?days=10",
    });
    expect(page("http://x.test/_root.data")).toEqual({ pathname: "/", search: "" });
    expect(page("http://x.test/en/user/login?redirect=%2F")).toEqual({
      pathname: "/en/user/login",
      search: "?redirect=%2F",
    });
  });
});
