import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { asBrowser, createUser, signIn, type Session } from "../../testing/accounts.ts";
import { createDeparture } from "../../testing/reservations.ts";
import { createTestApi } from "../../testing/test-api.ts";
import type { StaffEvent } from "../admin-reservations/realtime.ts";
import {
  attachStaffSocket,
  staffSocketPath,
  type StaffSocketClientEvents,
  type StaffSocketServer,
  type StaffSocketServerEvents,
  type StaffViewer,
} from "./staff-socket.ts";

type StaffClient = Socket<StaffSocketServerEvents, StaffSocketClientEvents>;

let api: RihlaApi;
let server: Server;
let realtime: StaffSocketServer;
let url: string;
let admin: Session;
let otherAdmin: Session;
let customer: Session;
let departureId: number;
const clients: StaffClient[] = [];

/** A socket as the admin pages open it (websocket only), with a browser's Cookie and Origin. */
function open(headers: Record<string, string>): StaffClient {
  const client: StaffClient = connect(url, {
    path: staffSocketPath,
    transports: ["websocket"],
    reconnection: false,
    timeout: 5000,
    extraHeaders: headers,
  });
  clients.push(client);
  return client;
}

/** Resolves on `connect`, rejects with the server's refusal. */
const connected = (client: StaffClient) =>
  new Promise<void>((resolve, reject) => {
    client.once("connect", resolve);
    client.once("connect_error", reject);
  });
const refusal = (client: StaffClient) =>
  new Promise<Error & { data?: unknown }>((resolve, reject) => {
    client.once("connect", () => reject(new Error("admitted")));
    client.once("connect_error", resolve);
  });
const next = <E extends keyof StaffSocketServerEvents>(
  client: StaffClient,
  event: E,
  match: (value: never) => boolean,
) =>
  new Promise<Parameters<StaffSocketServerEvents[E]>[0]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event}`)), 5000);
    const listener = (value: Parameters<StaffSocketServerEvents[E]>[0]) => {
      if (!match(value as never)) return;
      clearTimeout(timer);
      client.off(event, listener as never);
      resolve(value);
    };
    client.on(event, listener as never);
  });

const asStaff = (session: Session) => ({ cookie: session.cookie, origin: url });

beforeAll(async () => {
  api = await createTestApi();
  server = createServer();
  realtime = await attachStaffSocket(server, api.deps);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  admin = await signIn(api, (await createUser(api, { isAdmin: true })).email);
  otherAdmin = await signIn(api, (await createUser(api, { role: "Master" })).email);
  customer = await signIn(api, (await createUser(api)).email);
  ({ departureId } = await createDeparture(api));
});

afterAll(async () => {
  clients.forEach((client) => client.close());
  await realtime?.close();
  await new Promise((resolve) => server?.close(resolve));
  await api?.close();
});

describe("the staff socket (issue 24)", () => {
  it("tells a connected admin of a new reservation and of its confirmation, after the commits", async () => {
    const client = open(asStaff(admin));
    await connected(client);
    const created = next(client, "staff.event", (e: StaffEvent) => e.type === "reservation.created");
    const booked = await api.app.request(
      "/api/reservations",
      asBrowser(customer, {
        method: "POST",
        headers: { "idempotency-key": `rt-${Date.now()}` },
        body: JSON.stringify({ departureId, currency: "USD", rooms: [{ roomType: "DOUBLE", adults: 2 }] }),
      }),
    );
    expect(booked.status).toBe(201);
    const { code } = (await booked.json()) as { code: string };
    expect(await created).toEqual({ type: "reservation.created", code });

    const confirmed = next(client, "staff.event", (e: StaffEvent) => e.type === "reservation.confirmed");
    const status = await api.app.request(
      `/api/admin/reservations/${code}/status`,
      asBrowser(admin, { method: "POST", body: JSON.stringify({ status: "CONFIRMED" }) }),
    );
    expect(status.status).toBe(200);
    expect(await confirmed).toEqual({ type: "reservation.confirmed", code });
  });

  it("refuses a customer's session, no session and a stale token with the API's codes", async () => {
    const asCustomer = await refusal(open({ cookie: customer.cookie, origin: url }));
    expect(asCustomer.message).toBe("FORBIDDEN");
    expect(asCustomer.data).toEqual({ code: "FORBIDDEN", message: "Staff only." });
    const guest = await refusal(open({ origin: url }));
    expect(guest.message).toBe("UNAUTHORIZED");
    const stale = await refusal(open({ cookie: `rihla_session=${"x".repeat(43)}`, origin: url }));
    expect(stale.message).toBe("UNAUTHORIZED");
  });

  it("refuses a staff cookie sent from another site's page (cross-site WebSocket hijacking)", async () => {
    const client = open({ cookie: admin.cookie, origin: "https://evil.example" });
    const error = await refusal(client);
    expect(error.message).not.toBe("FORBIDDEN");
    expect(client.connected).toBe(false);
  });

  it("cuts off a socket whose session ends (sign-out), and only that one", async () => {
    const leaving = await signIn(api, (await createUser(api, { isAdmin: true })).email);
    const ending = open(asStaff(leaving));
    const staying = open(asStaff(admin));
    await Promise.all([connected(ending), connected(staying)]);
    const cut = new Promise<string>((resolve) => ending.once("disconnect", resolve));
    const out = await api.app.request("/auth/logout", asBrowser(leaving, { method: "POST" }));
    expect(out.status).toBeLessThan(400);
    expect(await cut).toBe("io server disconnect");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(staying.connected).toBe(true);
  });

  it("shows who else has a reservation open, and forgets who left", async () => {
    const first = open(asStaff(admin));
    const second = open(asStaff(otherAdmin));
    await Promise.all([connected(first), connected(second)]);
    const names = (viewers: StaffViewer[]) => viewers.map((v) => v.userId).sort();
    const both = [admin.userId, otherAdmin.userId].sort();

    const alone = next(first, "presence", (p: { viewers: StaffViewer[] }) => p.viewers.length === 1);
    first.emit("presence.join", "RH-ABC123");
    expect(names((await alone).viewers)).toEqual([admin.userId]);

    const together = next(first, "presence", (p: { viewers: StaffViewer[] }) => p.viewers.length === 2);
    second.emit("presence.join", "RH-ABC123");
    const seen = await together;
    expect(seen.code).toBe("RH-ABC123");
    expect(names(seen.viewers)).toEqual(both);
    expect(seen.viewers.find((v) => v.userId === admin.userId)?.name).toBe("Test User");

    const left = next(first, "presence", (p: { viewers: StaffViewer[] }) => p.viewers.length === 1);
    second.close();
    expect(names((await left).viewers)).toEqual([admin.userId]);
  });
});

/**
 * Two app processes on one PostgreSQL (issue 24's "done when"): two APIs, each with its own pool,
 * HTTP server and socket server, stand for two workers. Runs with `npm run test:pg`.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("the staff socket across processes (PostgreSQL)", () => {
  it("delivers an event raised on one process to an admin connected to the other, and shares presence", async () => {
    const { createApi } = await import("../../app.ts");
    const { MemoryMailer } = await import("../../testing/memory-mailer.ts");
    const { publishStaffEvent } = await import("../admin-reservations/realtime.ts");
    const first = await createTestApi();
    const second = await createApi(first.deps.config, { mailer: new MemoryMailer() });
    const servers = [createServer(), createServer()];
    const sockets = [
      await attachStaffSocket(servers[0]!, first.deps),
      await attachStaffSocket(servers[1]!, second.deps),
    ];
    try {
      const urls = await Promise.all(
        servers.map(
          (s) =>
            new Promise<string>((resolve) =>
              s.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(s.address() as AddressInfo).port}`)),
            ),
        ),
      );
      const staff = await signIn(first, (await createUser(first, { isAdmin: true })).email);
      const colleague = await signIn(first, (await createUser(first, { isAdmin: true })).email);
      const at = (index: number, session: Session): StaffClient => {
        const client: StaffClient = connect(urls[index]!, {
          path: staffSocketPath,
          transports: ["websocket"],
          reconnection: false,
          extraHeaders: { cookie: session.cookie, origin: urls[index]! },
        });
        clients.push(client);
        return client;
      };
      // Signed in on the first, admitted by the second: the session lives in the database.
      const onSecond = at(1, staff);
      const onFirst = at(0, colleague);
      await Promise.all([connected(onSecond), connected(onFirst)]);

      const heard = next(onSecond, "staff.event", (e: StaffEvent) => e.type === "reservation.changed");
      const started = Date.now();
      publishStaffEvent({ deps: first.deps }, { type: "reservation.changed", code: "RH-PG0001" });
      expect(await heard).toEqual({ type: "reservation.changed", code: "RH-PG0001" });
      expect(Date.now() - started).toBeLessThan(1000);

      // Presence counts the sockets of every process.
      onSecond.emit("presence.join", "RH-PG0001");
      await next(onSecond, "presence", (p: { viewers: StaffViewer[] }) => p.viewers.length === 1);
      const together = next(onSecond, "presence", (p: { viewers: StaffViewer[] }) => p.viewers.length === 2);
      onFirst.emit("presence.join", "RH-PG0001");
      expect((await together).viewers.map((v) => v.userId).sort()).toEqual([staff.userId, colleague.userId].sort());
    } finally {
      await Promise.all(sockets.map((s) => s.close()));
      await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
      await second.close();
      await first.close();
    }
  });
});
