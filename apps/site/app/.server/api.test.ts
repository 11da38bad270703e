import type { RihlaApi } from "@rihla/api";
import { createUser, testPassword } from "@rihla/api/testing/accounts";
import { createTestApi } from "@rihla/api/testing/api";
import { isRouteErrorResponse, RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { apiContext } from "../context";
import { answerOf, api, orNull, type Answer, type Api } from "./api";

// Type-level: the answers pages read, as the API's route definitions declare them. `tsc -b`
// (`npm run typecheck`) checks these lines; change a field's schema in apps/api and this file
// fails to compile, as do the pages that read the field (ADR 0016).
type Site = Answer<Api["api"]["site"]["$get"]>;
type Tour = Answer<Api["api"]["tours"][":link"]["$get"]>;
type Departure = Answer<Api["api"]["departures"][":id"]["$get"]>;
type Reservation = Answer<Api["api"]["reservations"]["$post"], 201>;
expectTypeOf<Site["settings"]["agencyName"]>().toEqualTypeOf<string>();
expectTypeOf<Site["menus"][string][number]["children"][number]["href"]>().toEqualTypeOf<string>();
expectTypeOf<Tour["slug"]>().toEqualTypeOf<string>();
expectTypeOf<Tour["departures"][number]["seatsLeft"]>().toEqualTypeOf<number>();
expectTypeOf<Tour["departures"][number]["prices"][number]["amount"]>().toEqualTypeOf<number>();
expectTypeOf<Departure["departure"]["startDate"]>().toEqualTypeOf<string>();
expectTypeOf<Reservation["code"]>().toEqualTypeOf<string>();
// A field no answer has is refused at compile time, not read as `undefined` at run time.
// @ts-expect-error the tour answer has no `price` of its own: prices are per departure
expectTypeOf<Tour["price"]>().toBeUnknown();

// Run time: the client against the real API in-process (in-memory PGlite with the demo agency).
let rihla: RihlaApi;
const context = new RouterContextProvider();
beforeAll(async () => {
  rihla = await createTestApi({}, { seed: true });
  context.set(apiContext, rihla);
});
afterAll(async () => {
  await rihla?.close();
});

describe("the typed API client", () => {
  it("answers a 2xx with its typed body", async () => {
    const site = await answerOf(api(context).api.site.$get({ query: { locale: "en" } }));
    expect(site.locale).toBe("en");
    expect(site.settings.agencyName.length).toBeGreaterThan(0);
  });

  it("throws any other answer as route error data with the API's status, code and message", async () => {
    const error: unknown = await answerOf(
      api(context).api.hotels[":id"].$get({ param: { id: "999999" }, query: { locale: "en" } }),
    ).catch((thrown: unknown) => thrown);
    // What a loader throws reaches the error boundary as a route error response.
    expect(error).toMatchObject({ type: "DataWithResponseInit", init: { status: 404 } });
    expect(error).toHaveProperty("data.code", "HOTEL_NOT_FOUND");
    expect(error).toHaveProperty("data.message");
    expect(isRouteErrorResponse(error)).toBe(false);
  });

  it("turns a refusal into null only where the page asks for it", async () => {
    const missing = await orNull(
      answerOf(api(context).api.hotels[":id"].$get({ param: { id: "999999" }, query: { locale: "en" } })),
    );
    expect(missing).toBeNull();
    // A failure that is not the API's answer still fails the page.
    await expect(orNull(Promise.reject(new Error("broken")))).rejects.toThrow("broken");
  });

  it("keeps a path parameter one segment, whatever the page's address put in it", async () => {
    // Unencoded, "../site" would make this GET /api/site (a 200); encoded it is a bad hotel id.
    const response = await api(context).api.hotels[":id"].$get({ param: { id: "../site" }, query: { locale: "en" } });
    expect(response.status).toBe(400);
    const tour = await api(context).api.tours[":link"].$get({
      param: { link: "x?locale=tr" },
      query: { locale: "en" },
    });
    expect(tour.status).toBe(404);
  });

  it("calls the API on behalf of the browser's request: its session cookie and origin travel along", async () => {
    const origin = "http://localhost";
    const { email } = await createUser(rihla);
    const signIn = await api(context, new Request(`${origin}/user/login`, { headers: { origin } })).auth.local.$post({
      json: { email, password: testPassword },
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    expect(cookie).toMatch(/rihla_session=/);
    const browser = new Request(`${origin}/user/dashboard`, { headers: { cookie, origin } });
    const me = await answerOf(api(context, browser).api.custom.me.$get());
    expect(me.user.email).toBe(email);
    // Without the browser's request the API sees nobody.
    const anonymous = await api(context).api.custom.me.$get();
    expect(anonymous.status).toBe(401);
  });
});
