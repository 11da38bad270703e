import { sessionCookie, userCookie } from "@rihla/domain";
import { describe, expect, it } from "vitest";
import { withPrivateCaching } from "./private-pages.ts";

/** Issue 28, finding 7: pages rendered for a signed-in visitor stay in no cache. */
const page = (cacheControl?: string) =>
  new Response("<!doctype html>", {
    headers: { "content-type": "text/html", ...(cacheControl ? { "cache-control": cacheControl } : {}) },
  });

describe("withPrivateCaching", () => {
  it.each([
    "/reservation/RH-ABC123/edit",
    "/reservation/RH-ABC123/edit.data",
    "/tourDetail/reservation-success?code=RH-ABC123",
    "/en/agent/reservations/RH-ABC123",
    "/user/dashboard.data",
  ])("sends private, no-store for %s with a session, whatever the route said", (path) => {
    for (const said of [undefined, "public, max-age=600", "max-age=60"]) {
      const request = new Request(`http://localhost${path}`, {
        headers: { cookie: `a=1; ${sessionCookie.name}=token` },
      });
      expect(withPrivateCaching(request, page(said)).headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("counts the user cookie and an Authorization header as signed in", () => {
    const withUser = new Request("http://localhost/user/dashboard", { headers: { cookie: `${userCookie.name}=x` } });
    const withBearer = new Request("http://localhost/user/dashboard", { headers: { authorization: "Bearer x" } });
    expect(withPrivateCaching(withUser, page()).headers.get("cache-control")).toBe("private, no-store");
    expect(withPrivateCaching(withBearer, page()).headers.get("cache-control")).toBe("private, no-store");
  });

  it("leaves an anonymous visitor's page as its route made it", () => {
    const request = new Request("http://localhost/tour/umre", { headers: { cookie: "rihla_locale=en" } });
    expect(withPrivateCaching(request, page("public, max-age=60")).headers.get("cache-control")).toBe(
      "public, max-age=60",
    );
    expect(withPrivateCaching(request, page()).headers.has("cache-control")).toBe(false);
  });

  it("copies a response whose headers cannot change", async () => {
    const fetched = Response.redirect("http://localhost/user/login", 302);
    const request = new Request("http://localhost/user/dashboard", { headers: { cookie: `${sessionCookie.name}=t` } });
    const answer = withPrivateCaching(request, fetched);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
  });
});
