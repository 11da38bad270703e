import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardedContext, launchBrowser } from "../support/browser.ts";
import { startSite, type RunningSite } from "../support/server.ts";
import { serveFolder } from "../support/static-server.ts";
import { send, signIn } from "./support/http.ts";

/**
 * Issue 28, findings 5, 7 and 8, against the built server: malformed form posts on the
 * reservation pages are a 4xx, signed-in pages stay in no cache and carry no passenger numbers
 * they do not show, and only this origin signs a visitor out by GET.
 */
let site: RunningSite;
let customer: string;
let agent: string;
let staff: string;
let accountant: string;
let browser: Browser;

interface Reservation {
  code: string;
  kind: string;
  status: string;
  departure: { id: number } | null;
  rooms: { passengers: { tckn: string | null; passportNumber: string | null }[] }[];
}

async function reservationsOf(cookie: string): Promise<Reservation[]> {
  const answer = await send(site.url, "/api/reservations?pageSize=50", { headers: { cookie } });
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.body) as { data: Reservation[] }).data;
}

async function full(cookie: string, code: string): Promise<Reservation> {
  const answer = await send(site.url, `/api/reservations/${code}`, { headers: { cookie } });
  expect(answer.status).toBe(200);
  return JSON.parse(answer.body) as Reservation;
}

const numbersOf = (reservation: Reservation) =>
  reservation.rooms.flatMap((room) =>
    room.passengers.flatMap((p) => [p.tckn, p.passportNumber]).filter((n): n is string => !!n),
  );

/** A departure on sale with a DOUBLE price, read from the demo agency's tours. */
async function bookableDeparture(): Promise<{ id: number; currency: string }> {
  const list = JSON.parse((await send(site.url, "/api/tours?locale=tr")).body) as { items: { slug: string }[] };
  for (const { slug } of list.items) {
    const tour = JSON.parse((await send(site.url, `/api/tours/${slug}?locale=tr`)).body) as {
      departures: {
        id: number;
        seatsLeft: number;
        saleState: string;
        prices: { roomType: string; currency: string }[];
      }[];
    };
    for (const departure of tour.departures ?? []) {
      const price = departure.prices.find((p) => p.roomType === "DOUBLE");
      if (price && departure.seatsLeft >= 4 && departure.saleState === "ON_SALE") {
        return { id: departure.id, currency: price.currency };
      }
    }
  }
  throw new Error("no departure on sale");
}

/** A staff offer (issue 26) on a bookable departure, made through the API; its id. */
async function staffOffer(): Promise<string> {
  const departure = await bookableDeparture();
  const answer = await send(site.url, "/api/admin/offers", {
    method: "POST",
    headers: { cookie: staff, origin: site.url, "content-type": "application/json" },
    body: JSON.stringify({
      departureId: departure.id,
      currency: departure.currency,
      rooms: [{ roomType: "DOUBLE", adults: 2 }],
      validUntil: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      customerFirstName: "Ayşe",
      customerSurname: "Yılmaz",
      customerEmail: "ayse.offer@example.com",
      customerPhone: "0532 123 45 67",
    }),
  });
  expect(answer.status, answer.body).toBe(201);
  return (JSON.parse(answer.body) as { id: string }).id;
}

const passenger = (tckn: string, passportNumber: string) => ({
  passengerType: "turAdult",
  name: "Ayşe",
  surname: "Yılmaz",
  gender: "female",
  birthDate: "1980-05-01",
  citizenship: "TUR",
  tckn,
  passportNumber,
  passportExpiry: "2036-01-01",
});

/** Books two adults with their numbers, as the customer or as the agent for the customer. */
async function book(cookie: string, forCustomer: boolean, numbers: [string, string, string, string]): Promise<string> {
  const departure = await bookableDeparture();
  const answer = await send(site.url, "/api/reservations", {
    method: "POST",
    headers: {
      cookie,
      origin: site.url,
      "content-type": "application/json",
      "idempotency-key": `battery-${numbers[0]}`,
    },
    body: JSON.stringify({
      departureId: departure.id,
      currency: departure.currency,
      rooms: [
        {
          roomType: "DOUBLE",
          adults: 2,
          passengers: [passenger(numbers[0], numbers[1]), passenger(numbers[2], numbers[3])],
        },
      ],
      ...(forCustomer ? { customer: { email: "customer@rihla.example", firstName: "Ayşe", surname: "Yılmaz" } } : {}),
    }),
  });
  expect(answer.status, answer.body).toBe(201);
  return (JSON.parse(answer.body) as { code: string }).code;
}

beforeAll(async () => {
  // Development: the demo accounts sign in with their known password.
  site = await startSite({ RIHLA_ENV: "development", RATE_LIMIT_MAX: "1000000", BOOKING_RATE_LIMIT_MAX: "1000000" });
  customer = await signIn(site.url, "customer@rihla.example");
  agent = await signIn(site.url, "agent@rihla.example");
  staff = await signIn(site.url, "admin@rihla.example");
  accountant = await signIn(site.url, "muhasebe@rihla.example");
  // Reservations with TCKN and passport numbers (valid check digits), the customer's and the agent's.
  await book(customer, false, ["10000000146", "U12345678", "12345678950", "U87654321"]);
  await book(agent, true, ["10000000078", "P11223344", "22345678928", "P44332211"]);
  browser = await launchBrowser();
  // A site and a browser on a machine shared with other work: more than the battery's 90 s.
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const form = (cookie: string, body: string) => ({
  method: "POST",
  headers: { cookie, origin: site.url, "content-type": "application/x-www-form-urlencoded" },
  body,
});

describe("malformed reservation forms (finding 5)", () => {
  const bodies = [
    "rooms=x",
    "rooms=x&rooms=y&idempotencyKey=k",
    "rooms%5B0%5D=x",
    "rooms%5B0%5D.passengers=x&rooms%5B0%5D.roomType=DOUBLE",
    "rooms%5B0%5D.adults=999999&rooms%5B0%5D.roomType=QUAD",
    "contact=x&checkIn=2027-02-30&checkOut=x",
    "rooms%5B40%5D.roomType=DOUBLE",
  ];

  it("answer a 4xx with the form, never a 500, in both languages", async () => {
    const [waiting] = (await reservationsOf(customer)).filter((r) => r.status === "WAITING" && r.kind !== "SERVICE");
    const departureId = waiting?.departure?.id ?? 1;
    const [booked] = (await reservationsOf(agent)).filter((r) => r.status === "WAITING" && r.kind !== "SERVICE");
    const paths: [string, string][] = ["", "/en"].flatMap((prefix): [string, string][] => [
      [customer, `${prefix}/reservation/new?departure=${departureId}`],
      [customer, `${prefix}/reservation/service-1`],
      ...(waiting ? [[customer, `${prefix}/reservation/${waiting.code}/edit`] as [string, string]] : []),
      // Issue 22: the agent's passengers page posts the same form.
      ...(booked ? [[agent, `${prefix}/agent/reservations/${booked.code}/passengers`] as [string, string]] : []),
      // Issue 24: and so does the staff's.
      ...(waiting ? [[staff, `${prefix}/admin/reservations/${waiting.code}/passengers`] as [string, string]] : []),
    ]);
    expect(paths.length).toBe(10);
    const failures: string[] = [];
    for (const [cookie, target] of paths) {
      for (const body of bodies) {
        const answer = await send(site.url, target, form(cookie, body));
        if (answer.status < 400 || answer.status >= 500) failures.push(`${target} ${body}: ${answer.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe("malformed tour forms (issue 25)", () => {
  // Each refused before anything is written: bad numbers, a broken slug, prices that are no
  // prices, a departure that is not there or not a number, no intent at all.
  const bodies = [
    "intent=tour",
    "intent=tour&days=x&stars=99&translations.tr.slug=%3Cb%3E&translations.en.title=",
    "intent=tour&category=nope&minAge=-1&maxAge=abc&published=true",
    "intent=newDeparture&startDate=2027-02-30&returnDate=x&capacity=0",
    "intent=newDeparture&startDate=2027-02-01&returnDate=2027-02-10&capacity=5&prices.0.amount=abc&prices.0.currency=XXX",
    "intent=departure&departureId=abc&capacity=1",
    "intent=departure&departureId=999999999&capacity=1",
    "intent=departure&departureId=1&capacity=-5&prices.0.amount=1&prices.0.roomType=PALACE",
    "intent=zzz",
    "",
  ];

  it("answer a 4xx with the form, never a 500, in both languages", async () => {
    const failures: string[] = [];
    for (const prefix of ["", "/en"]) {
      for (const target of [`${prefix}/admin/tour/1`, `${prefix}/admin/tour/new`]) {
        for (const body of bodies) {
          const answer = await send(site.url, target, form(staff, body));
          if (answer.status < 400 || answer.status >= 500) failures.push(`${target} ${body}: ${answer.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe("malformed WhatsApp forms (issue 27)", () => {
  // Unknown intents, missing or broken fields, an unknown customer, a broadcast to nowhere.
  const bodies = [
    "",
    "intent=zzz",
    "intent=whatsapp-reply&customerId=x&text=",
    "intent=whatsapp-template&customerId=00000000-0000-4000-8000-000000000000&template=nope",
    "intent=whatsapp-template&customerId=00000000-0000-4000-8000-000000000000&template=payment_due",
    "intent=whatsapp-reply&customerId=00000000-0000-4000-8000-000000000000&text=Merhaba",
    "intent=broadcast&departureId=abc&template=departure_reminder&key=k",
    "intent=broadcast&departureId=999999999&template=departure_reminder&key=short",
  ];

  it("answer a 4xx, never a 500, in both languages", async () => {
    const failures: string[] = [];
    for (const prefix of ["", "/en"]) {
      for (const body of bodies) {
        const answer = await send(site.url, `${prefix}/admin/messages/whatsapp`, form(staff, body));
        if (answer.status < 400 || answer.status >= 500) failures.push(`${prefix} ${body}: ${answer.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

/** The demo travelling group's departure (issue 25), as the staff's readiness summary names it. */
async function groupDepartureId(): Promise<number> {
  const answer = await send(site.url, "/api/admin/operations/readiness?locale=tr", { headers: { cookie: staff } });
  expect(answer.status).toBe(200);
  const { departures } = JSON.parse(answer.body) as { departures: { id: number; travellers: number }[] };
  const group = departures.find((d) => d.travellers > 10);
  expect(group).toBeDefined();
  return group!.id;
}

describe("malformed operations forms (issue 25)", () => {
  const bodies = [
    "intent=move",
    "intent=move&hotelId=x&personKey=&target=new%3AHUGE",
    "intent=move&hotelId=99999999999&personKey=a&target=b",
    "intent=lock&hotelId=1&roomKey=",
    "intent=release&hotelId=-1&roomKey=%00",
    "intent=visa&reservationCode=x&position=abc&state=MAYBE",
    "intent=visa&reservationCode=RH-2026-999999&position=0&state=ISSUED",
    "intent=nothing",
  ];

  it("answer a 4xx on the departure page, never a 500, in both languages", async () => {
    const id = await groupDepartureId();
    const failures: string[] = [];
    for (const prefix of ["", "/en"]) {
      for (const body of bodies) {
        const answer = await send(site.url, `${prefix}/admin/availability/${id}`, form(staff, body));
        if (answer.status < 400 || answer.status >= 500) failures.push(`${prefix} ${body}: ${answer.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("answer a 4xx on the board (closing a date), never a 500", async () => {
    const failures: string[] = [];
    for (const prefix of ["", "/en"]) {
      for (const body of [
        "departureId=1&closed=maybe",
        "departureId=abc&closed=true",
        "departureId=99999999&closed=true",
        "closed=%00%ZZ",
      ]) {
        const answer = await send(site.url, `${prefix}/admin/availability`, form(staff, body));
        if (answer.status < 400 || answer.status >= 500) failures.push(`${prefix} ${body}: ${answer.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe("malformed ledger entries (issue 26)", () => {
  const bodies = [
    "amount=x&cashDeskId=abc&rate=1e9&currency=GBP",
    "type=PAYMENT&cashDeskId=1&currency=TRY&amount=-5&paymentType=CASH&date=2026-02-30&customerType=CUSTOMER",
    // Valid fields without the form's idempotency key: the API's 400, worded on the form.
    "type=EXPENSE&cashDeskId=1&currency=TRY&amount=10&paymentType=CASH&date=2026-11-26&customerType=SUPPLIER",
    "type=TRANSFER&cashDeskId=1&toCashDeskId=1&currency=TRY&amount=10&paymentType=CASH&date=2026-11-26&customerType=CUSTOMER&idempotencyKey=abcdefgh12",
    "type=PAYMENT&cashDeskId=999999&currency=EUR&amount=1&rate=35%2C5%2C5&reservationCode=%3Cscript%3E&paymentType=CARD&date=2026-11-26&customerType=AGENT&idempotencyKey=abcdefgh13",
    "intent=reverse&transactionId=99999999999",
  ];

  it("answer a 4xx with the form, never a 500, in both languages; nothing is recorded", async () => {
    const failures: string[] = [];
    for (const prefix of ["", "/en"]) {
      for (const target of [`${prefix}/admin/accounting/newTransaction`, `${prefix}/admin/accounting`]) {
        for (const body of bodies) {
          const answer = await send(site.url, target, form(accountant, body));
          if (answer.status < 400 || answer.status >= 500) failures.push(`${target} ${body}: ${answer.status}`);
        }
      }
      // A plain admin may not post to the books at all.
      const refused = await send(site.url, `${prefix}/admin/accounting/newTransaction`, form(staff, bodies[2]!));
      if (refused.status !== 403) failures.push(`plain admin ${prefix}: ${refused.status}`);
    }
    expect(failures).toEqual([]);
  });
});

describe("malformed invoice forms (issue 26)", () => {
  const valid =
    "buyer.type=COMPANY&buyer.name=I%C5%9F%C4%B1k&buyer.taxId=1234567890&currency=TRY" +
    "&lines%5B0%5D.description=x&lines%5B0%5D.quantity=1&lines%5B0%5D.unitPrice=1%2C00&lines%5B0%5D.vatRate=20";
  const bodies = [
    "buyer=x&lines=y&currency=GBP",
    "buyer.type=PERSON&buyer.name=A&buyer.taxId=123&currency=TRY&lines%5B0%5D.vatRate=18&lines%5B0%5D.quantity=-1",
    "buyer.type=PERSON&buyer.name=A&buyer.taxId=1&currency=TRY&lines%5B999%5D.description=x",
    // Valid fields without the form's idempotency key: the API's 400, worded on the form.
    valid,
    `${valid}&reservationCode=%3Cscript%3E&idempotencyKey=abcdefgh21`,
    `${valid}&reservationCode=RH-2026-999999&idempotencyKey=abcdefgh22`,
  ];

  it("answer a 4xx with the form, never a 500, in both languages; a plain admin gets 403", async () => {
    const failures: string[] = [];
    for (const prefix of ["", "/en"]) {
      for (const body of bodies) {
        const answer = await send(site.url, `${prefix}/admin/accounting/invoices/new`, form(accountant, body));
        if (answer.status < 400 || answer.status >= 500) failures.push(`new ${body}: ${answer.status}`);
      }
      for (const id of ["99999999999", "999999", "abc"]) {
        const answer = await send(site.url, `${prefix}/admin/accounting/invoices/${id}`, form(accountant, ""));
        if (answer.status < 400 || answer.status >= 500) failures.push(`cancel ${id}: ${answer.status}`);
      }
      const refused = await send(site.url, `${prefix}/admin/accounting/invoices/new`, form(staff, valid));
      if (refused.status !== 403) failures.push(`plain admin ${prefix}: ${refused.status}`);
    }
    expect(failures).toEqual([]);
  });
});

describe("malformed report filters (issue 26)", () => {
  it("answer the page with the filter named, or a 404 for no such report, never a 500; a plain admin gets 403", async () => {
    const failures: string[] = [];
    for (const prefix of ["", "/en"]) {
      const cases: [string, number][] = [
        ["/admin/reports/sales?from=2026-02-30&to=%3Cscript%3E&groupBy=desk", 200],
        ["/admin/reports/payments?from=2026-12-01&to=2026-01-01", 200],
        ["/admin/reports/ledger", 404],
        ["/admin/reports/pdf/sales-2026-13", 404],
        ["/admin/reports/pdf/x", 404],
        ["/admin/reports/pdf/payments-2026?groupBy=tour", 400],
      ];
      for (const [target, expected] of cases) {
        const answer = await send(site.url, `${prefix}${target}`, { headers: { cookie: accountant } });
        if (answer.status !== expected) failures.push(`${prefix}${target}: ${answer.status}`);
      }
      for (const target of ["/admin/reports", "/admin/reports/sales", "/admin/reports/pdf/sales-2026-11"]) {
        const answer = await send(site.url, `${prefix}${target}`, { headers: { cookie: staff } });
        if (answer.status !== 403) failures.push(`plain admin ${prefix}${target}: ${answer.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe("malformed forms inbox answers (issue 27)", () => {
  const bodies = [
    "intent=change&state=closed&assigneeId=not-a-uuid",
    `intent=change&note=${"x".repeat(2001)}`,
    "intent=reply&subject=&message=",
    `intent=reply&subject=${"%3Cscript%3E".repeat(40)}&message=${"y".repeat(5001)}`,
    "intent=%00%ZZ",
  ];

  it("answer a 4xx, never a 500, in both languages (the API validates the body before it looks the message up)", async () => {
    const failures: string[] = [];
    for (const prefix of ["", "/en"]) {
      for (const key of ["contact-1", "information-1", "contact-999999"]) {
        for (const body of bodies) {
          const answer = await send(site.url, `${prefix}/admin/userDataForm/${key}`, form(staff, body));
          if (answer.status < 400 || answer.status >= 500)
            failures.push(`${prefix} ${key} ${body.slice(0, 40)}: ${answer.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe("malformed API client forms (issue 27)", () => {
  const bodies = [
    "intent=create&name=&scopes=NOPE",
    "intent=create&name=x&origins=javascript%3Aalert(1)&scopes=CREATE_RESERVATIONS",
    `intent=create&name=${"x".repeat(500)}&origins=${"https%3A%2F%2Fa.example%0A".repeat(30)}&scopes=READ_CATALOGUE`,
    "intent=revoke&id=not-a-uuid",
    "intent=rotate&id=00000000-0000-4000-8000-000000000000",
    "intent=%00%ZZ",
  ];

  it("answer a 4xx, never a 500, in both languages", async () => {
    const failures: string[] = [];
    for (const prefix of ["", "/en"]) {
      for (const body of bodies) {
        const answer = await send(site.url, `${prefix}/admin/microapi/clients`, form(staff, body));
        if (answer.status < 400 || answer.status >= 500)
          failures.push(`${prefix} ${body.slice(0, 40)}: ${answer.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe("malformed KVKK erase forms (issue 27)", () => {
  // None of them confirms with the customer's own e-mail, so nothing is ever erased.
  const bodies = [
    "intent=erase",
    "intent=erase&confirm=",
    "intent=erase&confirm=someone%40example.com",
    `intent=erase&confirm=${"x".repeat(2000)}`,
    "intent=erase&confirm=%00%ZZ",
    "intent=erase&confirm=a&confirm=b",
  ];

  it("answer a 4xx on the customer's page, never a 500, in both languages; the person stays", async () => {
    const list = await send(site.url, "/api/admin/customers?q=customer%40rihla.example", {
      headers: { cookie: staff },
    });
    const id = (JSON.parse(list.body) as { data: { id: string }[] }).data[0]!.id;
    const failures: string[] = [];
    for (const prefix of ["", "/en"]) {
      for (const target of [`${prefix}/admin/customers/${id}`, `${prefix}/admin/customers/not-a-uuid`]) {
        for (const body of bodies) {
          const answer = await send(site.url, target, form(staff, body));
          if (answer.status < 400 || answer.status >= 500)
            failures.push(`${target} ${body.slice(0, 40)}: ${answer.status}`);
        }
      }
      // The download with a bad id or format is refused too, never a 500.
      for (const path of [`/admin/customers/not-a-uuid/data-export`, `/admin/customers/${id}/data-export?format=xml`]) {
        const answer = await send(site.url, `${prefix}${path}`, { headers: { cookie: customer } });
        if (answer.status < 400 || answer.status >= 500)
          failures.push(`${prefix}${path} as customer: ${answer.status}`);
      }
    }
    expect(failures).toEqual([]);
    const after = await send(site.url, `/api/admin/customers/${id}`, { headers: { cookie: staff } });
    expect((JSON.parse(after.body) as { customer: { email: string } }).customer.email).toBe("customer@rihla.example");
  });
});

describe("signed-in pages (finding 7)", () => {
  it("send private, no-store, HTML and .data alike", async () => {
    const [mine] = (await reservationsOf(customer)).filter((r) => r.kind !== "SERVICE");
    const [booked] = await reservationsOf(agent);
    expect(mine && booked).toBeTruthy();
    const pages: [string, string][] = [
      [customer, `/reservation/${mine!.code}/edit`],
      [customer, `/reservation/${mine!.code}/edit.data`],
      [customer, `/tourDetail/reservation-success?code=${mine!.code}`],
      [customer, `/en/tourDetail/reservation-success.data?code=${mine!.code}`],
      [customer, "/user/dashboard"],
      [customer, "/en/user/dashboard.data"],
      [agent, `/agent/reservations/${booked!.code}`],
      [agent, `/en/agent/reservations/${booked!.code}.data`],
      [agent, `/agent/reservations/${booked!.code}/passengers`],
      [agent, `/en/agent/reservations/${booked!.code}/passengers.data`],
      [staff, `/admin/reservations/${mine!.code}/passengers`],
      [staff, `/en/admin/reservations/${mine!.code}/passengers.data`],
      // Issue 25: the catalogue's pages.
      [staff, "/admin/tour/allTours"],
      [staff, "/en/admin/tour/allTours.data?published=no"],
      [staff, "/admin/tour/1"],
      [staff, "/en/admin/tour/new.data"],
      // Issue 25: a departure's rooming list and readiness.
      [staff, `/admin/availability/${await groupDepartureId()}`],
      [staff, `/en/admin/availability/${await groupDepartureId()}.data`],
      [staff, "/admin/availability?month=2026-12"],
      [staff, "/en/admin/tour/print-2026-12-01.data"],
      // Issue 26: the books.
      [accountant, "/admin/accounting"],
      [accountant, "/en/admin/accounting.data"],
      [accountant, `/admin/accounting/newTransaction?reservation=${mine!.code}`],
      [accountant, "/en/admin/accounting/newTransaction.data"],
      // Issue 26: invoices.
      [accountant, "/admin/accounting/invoices"],
      [accountant, "/en/admin/accounting/invoices.data?kind=INVOICE"],
      [accountant, `/admin/accounting/invoices/new?reservation=${mine!.code}`],
      [accountant, "/en/admin/accounting/invoices/new.data"],
      // Issue 27: WhatsApp.
      [staff, "/admin/messages/whatsapp"],
      [staff, "/en/admin/messages/whatsapp.data?customer=00000000-0000-4000-8000-000000000000"],
      // Issue 26: staff offers.
      [staff, "/admin/offer"],
      [staff, "/en/admin/offer.data?status=OPEN"],
      [staff, "/admin/offer/new_?privateTour=1"],
      [staff, "/en/admin/offer/new_.data"],
      [staff, `/admin/offer/${await staffOffer()}`],
      [staff, `/en/admin/offer/${await staffOffer()}.data`],
      // Issue 26: the reports, and spec §2's PDF address.
      [accountant, "/admin/reports"],
      [accountant, "/en/admin/reports.data"],
      [accountant, "/admin/reports/sales?from=2026-11-01&to=2026-11-30&groupBy=agent"],
      [accountant, "/en/admin/reports/occupancy.data"],
      [accountant, "/admin/reports/pdf/sales-2026-11"],
      // Issue 27: API clients for partner sites (a new key is in these answers: never stored).
      [staff, "/admin/microapi/clients"],
      [staff, "/en/admin/microapi/clients.data"],
    ];
    for (const [cookie, target] of pages) {
      const answer = await send(site.url, target, { headers: { cookie } });
      expect(answer.status, target).toBe(200);
      expect(answer.headers["cache-control"], target).toBe("private, no-store");
    }
  });

  it("the success page and the agent's reservation hold no passenger's TCKN or passport number", async () => {
    const withNumbers = async (cookie: string) => {
      for (const { code } of await reservationsOf(cookie)) {
        const reservation = await full(cookie, code);
        if (numbersOf(reservation).length > 0) return reservation;
      }
      return undefined;
    };
    const mine = await withNumbers(customer);
    const booked = await withNumbers(agent);
    expect(mine && booked).toBeTruthy();
    const answers = [
      await send(site.url, `/tourDetail/reservation-success?code=${mine!.code}`, { headers: { cookie: customer } }),
      await send(site.url, `/tourDetail/reservation-success.data?code=${mine!.code}`, {
        headers: { cookie: customer },
      }),
      await send(site.url, `/agent/reservations/${booked!.code}`, { headers: { cookie: agent } }),
      await send(site.url, `/agent/reservations/${booked!.code}.data`, { headers: { cookie: agent } }),
    ];
    const numbers = [...numbersOf(mine!), ...numbersOf(booked!)];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      for (const number of numbers) expect(answer.body).not.toContain(number);
    }
  });
});

describe("sign-out (finding 8)", () => {
  const me = (cookie: string) => send(site.url, "/api/custom/me", { headers: { cookie } });

  it("a same-site page on another port signs nobody out with an image; its link gets a confirm page that works", async () => {
    const cookie = await signIn(site.url, "customer@rihla.example");
    const folder = await mkdtemp(path.join(os.tmpdir(), "rihla-other-port-"));
    await writeFile(
      path.join(folder, "index.html"),
      `<!doctype html><img src="${site.url}/auth/logout"><a id="out" href="${site.url}/auth/logout?redirect=%2Fen">out</a>`,
    );
    const other = await serveFolder(folder);
    const guarded = await guardedContext(browser);
    try {
      const [name, value] = cookie.split("; ")[0]!.split("=") as [string, string];
      const [userName, userValue] = cookie.split("; ")[1]!.split("=") as [string, string];
      await guarded.context.addCookies([
        { name, value, url: site.url },
        { name: userName, value: userValue, url: site.url },
      ]);
      const page = await guarded.context.newPage();
      await page.goto(`${other.url}/`, { waitUntil: "networkidle" });
      expect((await me(cookie)).status).toBe(200);
      await page.click("#out");
      await page.waitForSelector("form[action='/auth/logout'] button");
      expect((await me(cookie)).status).toBe(200);
      // Under the page's own policy the button posts (form-action 'self'), and signs out.
      await Promise.all([page.waitForURL(`${site.url}/en`), page.click("form[action='/auth/logout'] button")]);
      expect((await me(cookie)).status).toBe(401);
    } finally {
      await guarded.context.close();
      await other.close();
    }
  });

  it("by fetch metadata: same-origin navigations only", async () => {
    const cookie = await signIn(site.url, "customer@rihla.example");
    const refused: Record<string, string>[] = [
      { "sec-fetch-site": "same-site", "sec-fetch-mode": "navigate" },
      { "sec-fetch-site": "same-origin", "sec-fetch-mode": "no-cors", "sec-fetch-dest": "image" },
      {},
    ];
    for (const headers of refused) {
      const answer = await send(site.url, "/auth/logout", { headers: { cookie, ...headers } });
      expect(answer.status).toBe(200);
      expect(String(answer.headers["content-security-policy"])).toMatch(/form-action 'self'/);
      expect((await me(cookie)).status).toBe(200);
    }
    const own = await send(site.url, "/auth/logout", {
      headers: { cookie, "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate" },
    });
    expect(own.status).toBe(302);
    expect((await me(cookie)).status).toBe(401);
  });
});
