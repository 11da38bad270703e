import type { RihlaApi } from "@rihla/api";
import { createUser, signIn, testOrigin } from "@rihla/api/testing/accounts";
import { createTestApi } from "@rihla/api/testing/api";
import { createDeparture, passenger } from "@rihla/api/testing/reservations";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiContext } from "./context";
import { loader as agentReservationLoader } from "./routes/agent/reservation";
import { loader as editLoader } from "./routes/reservations/edit";
import { loader as successLoader } from "./routes/reservations/success";

/**
 * Issue 28, finding 7: a loader sends only what its page shows. The success page and the agent's
 * reservation show no TCKN or passport number, so neither their HTML nor their `.data` holds one.
 */
const tckn = "10000000146";
const passportNumber = "U12345678";

let rihla: RihlaApi;
const context = new RouterContextProvider();
let agentCookie: string;
let code: string;

beforeAll(async () => {
  rihla = await createTestApi();
  context.set(apiContext, rihla);
  const customer = await createUser(rihla);
  const agent = await createUser(rihla, { role: "Agent" });
  agentCookie = (await signIn(rihla, agent.email)).cookie;
  const { departureId } = await createDeparture(rihla);
  const booked = await rihla.app.request("/api/reservations", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "idempotency-key": "private-pages-1",
      cookie: agentCookie,
      origin: testOrigin,
    },
    body: JSON.stringify({
      departureId,
      currency: "USD",
      rooms: [
        {
          roomType: "DOUBLE",
          adults: 2,
          passengers: [passenger(), passenger({ tckn: "", citizenship: "DEU", passportNumber: "C01X00T47" })],
        },
      ],
      customer: { email: customer.email, firstName: "Ayşe", surname: "Yılmaz" },
    }),
  });
  expect(booked.status).toBe(201);
  code = ((await booked.json()) as { code: string }).code;
  // A database, two accounts and a booking on a machine shared with other work.
}, 120_000);
afterAll(() => rihla?.close());

const args = (path: string, cookie: string, params: Record<string, string> = {}) => {
  const request = new Request(`${testOrigin}${path}`, { headers: { cookie } });
  return { request, context, url: new URL(request.url), params, unstable_pattern: "" } as never;
};

describe("loaders send only what their page shows", () => {
  it("the success page: code, status, dates and total, no passenger numbers", async () => {
    const data = await successLoader(args(`/tourDetail/reservation-success?code=${code}`, agentCookie));
    const sent = JSON.stringify(data);
    expect(data.reservation.code).toBe(code);
    expect(sent).not.toContain(tckn);
    expect(sent).not.toContain(passportNumber);
    expect(sent).not.toContain("C01X00T47");
  });

  it("the agent's reservation: the passengers' names, no numbers", async () => {
    const data = await agentReservationLoader(args(`/agent/reservations/${code}`, agentCookie, { code }));
    const sent = JSON.stringify(data);
    expect(sent).toContain("Yılmaz");
    expect(sent).not.toContain(tckn);
    expect(sent).not.toContain(passportNumber);
  });

  it("the edit page sends the numbers once, in the form's draft, where its fields show them", async () => {
    const data = await editLoader(args(`/reservation/${code}/edit`, agentCookie, { code }));
    expect(JSON.stringify(data.reservation)).not.toContain(tckn);
    expect(JSON.stringify(data.draft)).toContain(tckn);
  });
});
