import { crossRate, parseRate, rateToString, type Currency, type ExchangeRate } from "@rihla/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { cashDesks } from "../../db/schema.ts";
import { asBearer, asBrowser, createUser, signIn, type Session } from "../../testing/accounts.ts";
import { createDeparture } from "../../testing/reservations.ts";
import { startTcmbRates, type TcmbRates } from "../../testing/tcmb-rates.ts";
import { createTestApi } from "../../testing/test-api.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; the assertions check their shape
type Json = Record<string, any>;

let api: RihlaApi;
let bank: TcmbRates;
let accountant: Session;
let admin: Session;
/** 13:00 in Istanbul on the bulletin's day. */
let clock = new Date("2026-11-26T10:00:00Z");

const rates = async (session: Session = accountant) => {
  const response = await api.app.request("/api/admin/exchange-rates", asBearer(session));
  return { status: response.status, body: (await response.json()) as Json };
};

beforeAll(async () => {
  bank = await startTcmbRates({ date: "2026-11-26" });
  api = await createTestApi({ ratesSource: { url: bank.url } }, { now: () => clock });
  accountant = await signIn(api, (await createUser(api, { isAdmin: true, hasAccountingRole: true })).email);
  admin = await signIn(api, (await createUser(api, { isAdmin: true })).email);
});
afterAll(async () => {
  await api.close();
  await bank.close();
});

describe("the day's rates from the Central Bank's bulletin (RATES_SOURCE_URL)", () => {
  it("reads the bulletin over HTTP, stores it with its date and source, and offers lira per unit", async () => {
    expect((await rates(admin)).status).toBe(403);
    const answer = await rates();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      configured: true,
      date: "2026-11-26",
      source: bank.url,
      fetchedAt: clock.toISOString(),
      // Only the agency's currencies; JPY (per 100) is not one of them.
      rates: [
        { currency: "EUR", unit: 1, buying: "36.401200", selling: "36.466800" },
        { currency: "SAR", unit: 1, buying: "9.207500", selling: "9.224100" },
        { currency: "USD", unit: 1, buying: "34.561400", selling: "34.623700" },
      ],
      notice: null,
    });
    expect(bank.requests).toBe(1);
    // The day's bulletin is in: not asked again that day, however often the form opens.
    clock = new Date("2026-11-26T18:00:00Z");
    await rates();
    expect(bank.requests).toBe(1);
  });

  it("says calmly when the source is down and keeps offering the newest stored bulletin", async () => {
    // The next morning the stored bulletin is yesterday's: the source is asked, and is down.
    clock = new Date("2026-11-27T06:00:00Z");
    bank.fail(503);
    const down = await rates();
    expect(down.status).toBe(200);
    expect(down.body).toMatchObject({ configured: true, date: "2026-11-26", notice: "RATES_SOURCE_UNAVAILABLE" });
    expect(down.body.rates).toHaveLength(3);
    bank.fail("html");
    expect((await rates()).body.notice).toBe("RATES_SOURCE_UNAVAILABLE");
    expect(bank.requests).toBe(3);

    // Back, still with yesterday's bulletin (published at 15:30): stored, not asked again for an hour.
    bank.recover();
    expect((await rates()).body).toMatchObject({ date: "2026-11-26", notice: null });
    clock = new Date("2026-11-27T06:30:00Z");
    await rates();
    expect(bank.requests).toBe(4);

    // The new bulletin, an hour later: its rates replace yesterday's on the form.
    bank.publish("2026-11-27", [{ code: "EUR", forexBuying: "36.9", forexSelling: "37" }]);
    clock = new Date("2026-11-27T07:31:00Z");
    expect((await rates()).body).toMatchObject({
      date: "2026-11-27",
      rates: [{ currency: "EUR", unit: 1, buying: "36.900000", selling: "37.000000" }],
      notice: null,
    });
  });

  it("answers nothing to offer when no source is configured", async () => {
    const plain = await createTestApi();
    try {
      const session = await signIn(plain, (await createUser(plain, { isAdmin: true, hasAccountingRole: true })).email);
      const response = await plain.app.request("/api/admin/exchange-rates", asBearer(session));
      expect(await response.json()).toEqual({
        configured: false,
        date: null,
        source: null,
        fetchedAt: null,
        rates: [],
        notice: null,
      });
    } finally {
      await plain.close();
    }
  });

  it("locks the rate sent with the entry; a later bulletin changes nothing recorded", async () => {
    const db = api.deps.database.db;
    const [desk] = await db.insert(cashDesks).values({ name: "EUR Kasa", currency: "EUR", kind: "CASH" }).returning();
    const { departureId } = await createDeparture(api);
    const customer = await signIn(api, (await createUser(api)).email);
    const booking = await api.app.request(
      "/api/reservations",
      asBrowser(customer, {
        method: "POST",
        headers: { "idempotency-key": "rates-booking" },
        body: JSON.stringify({ departureId, currency: "USD", rooms: [{ roomType: "DOUBLE", adults: 1 }] }),
      }),
    );
    const reservation = (await booking.json()) as Json;
    if (booking.status !== 201) return expect.fail(`booking: ${JSON.stringify(reservation)}`);
    // EUR paid on a USD reservation: the offered rate crosses through the lira.
    const tryPer: Partial<Record<Currency, ExchangeRate>> = {
      EUR: parseRate("36.9")!,
      USD: parseRate("34.5614")!,
    };
    bank.publish("2026-11-28", [
      { code: "EUR", forexBuying: "36.9" },
      { code: "USD", forexBuying: "34.5614" },
    ]);
    clock = new Date("2026-11-28T09:00:00Z");
    const offered = (await rates()).body.rates as { currency: Currency; buying: string }[];
    const fromAnswer = Object.fromEntries(offered.map((rate) => [rate.currency, parseRate(rate.buying)!]));
    const rate = crossRate("EUR", "USD", fromAnswer)!;
    expect(rate).toEqual(crossRate("EUR", "USD", tryPer));
    // 36.9 / 34.5614 = 1.0676650…
    expect(rateToString(rate)).toBe("1.067665");
    const paid = await api.app.request(
      "/api/admin/transactions",
      asBrowser(accountant, {
        method: "POST",
        headers: { "idempotency-key": "rates-payment" },
        body: JSON.stringify({
          type: "PAYMENT",
          cashDeskId: desk!.id,
          currency: "EUR",
          amount: 10_000,
          paymentType: "CASH",
          date: "2026-11-28",
          customerType: "CUSTOMER",
          reservationCode: reservation.code,
          rate: rateToString(rate),
        }),
      }),
    );
    expect(paid.status).toBe(201);
    expect(await paid.json()).toMatchObject({
      rate: "1.067665",
      reservationAmount: { amount: 10_677, currency: "USD" },
    });
    bank.publish("2026-11-29", [
      { code: "EUR", forexBuying: "40" },
      { code: "USD", forexBuying: "30" },
    ]);
    clock = new Date("2026-11-29T13:00:00Z");
    expect((await rates()).body.date).toBe("2026-11-29");
    const ledger = await api.app.request(
      `/api/admin/transactions?reservationCode=${reservation.code}`,
      asBearer(accountant),
    );
    expect(((await ledger.json()) as Json).data[0]).toMatchObject({
      rate: "1.067665",
      reservationAmount: { amount: 10_677, currency: "USD" },
    });
  });
});
