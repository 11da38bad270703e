import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { users } from "../../db/schema.ts";
import { asBrowser, createUser, signIn, type Session } from "../../testing/accounts.ts";
import { createTestApi } from "../../testing/test-api.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; the assertions check their shape
type Json = Record<string, any>;

/**
 * A telephony provider on a local port, speaking spec §7's originate protocol: a GET with `key`,
 * `extension` and `destination` answered `{ success, message }`. It refuses a wrong key with 401,
 * reports a busy line for numbers ending in 9999, and keeps what it was asked.
 */
const asked: URLSearchParams[] = [];
const provider = http.createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://provider");
  asked.push(url.searchParams);
  const reply = (status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  };
  if (request.method !== "GET" || url.pathname !== "/api/originate") return reply(404, { success: false });
  if (url.searchParams.get("key") !== "pbx-key") return reply(401, { success: false, message: "Invalid key" });
  if (url.searchParams.get("destination")?.endsWith("9999")) return reply(200, { success: false, message: "Busy" });
  return reply(200, { success: true, message: `Ringing ${url.searchParams.get("extension")}` });
});

let api: RihlaApi;
let unconfigured: RihlaApi;
let unreachable: RihlaApi;
let caller: Session;
let noExtension: Session;
let customerId: string;

const customerPhone = "905329876543";
const send = async (target: RihlaApi, session: Session | null, method: string, path: string, body?: unknown) => {
  const init = { method, ...(body ? { body: JSON.stringify(body) } : {}) };
  const response = await target.app.request(
    path,
    session ? asBrowser(session, init) : { ...init, headers: { "content-type": "application/json" } },
  );
  return { status: response.status, body: (await response.json()) as Json };
};

async function staffWithDial(target: RihlaApi, dial: string | null): Promise<Session> {
  const user = await createUser(target, { isAdmin: true });
  await target.deps.database.db
    .update(users)
    .set({ dial, firstName: "Selin", surname: "Aksoy" })
    .where(eq(users.id, user.id));
  return signIn(target, user.email);
}

beforeAll(async () => {
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  api = await createTestApi({ telephony: { originateUrl: `${base}/api/originate?tenant=rihla`, key: "pbx-key" } });
  caller = await staffWithDial(api, "204");
  noExtension = await staffWithDial(api, null);
  const customer = await createUser(api);
  await api.deps.database.db
    .update(users)
    .set({ phone: customerPhone, firstName: "Hatice", surname: "Demir" })
    .where(eq(users.id, customer.id));
  customerId = customer.id;
  unconfigured = await createTestApi();
  // A port nothing listens on: the provider cannot be reached.
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  const closedPort = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  unreachable = await createTestApi({ telephony: { originateUrl: `http://127.0.0.1:${closedPort}/x`, key: "k" } });
});

afterAll(async () => {
  await Promise.all([api?.close(), unconfigured?.close(), unreachable?.close()]);
  await new Promise((resolve) => provider.close(resolve));
});

describe("POST /api/admin/calls (spec §7, issue 27)", () => {
  it("asks the provider with the key, my extension and the normalised number, and says it rings", async () => {
    asked.length = 0;
    const { status, body } = await send(api, caller, "POST", "/api/admin/calls", { phone: "0 (532) 987 65 43" });
    expect(status).toBe(200);
    expect(body).toEqual({ result: "STARTED", message: "Ringing 204" });
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0]!)).toEqual({
      tenant: "rihla",
      key: "pbx-key",
      extension: "204",
      destination: customerPhone,
    });
  });

  it("answers the provider's refusal as a failed call, never a 5xx", async () => {
    const busy = await send(api, caller, "POST", "/api/admin/calls", { phone: "+90 532 111 99 99" });
    expect(busy).toEqual({ status: 200, body: { result: "FAILED", message: "Busy" } });
    const down = await send(unreachable, await staffWithDial(unreachable, "7"), "POST", "/api/admin/calls", {
      phone: customerPhone,
    });
    expect(down).toEqual({ status: 200, body: { result: "FAILED", message: "UNREACHABLE" } });
  });

  it("refuses without an extension or without the provider's settings, with their codes", async () => {
    const mine = await send(api, noExtension, "POST", "/api/admin/calls", { phone: customerPhone });
    expect(mine.status).toBe(409);
    expect(mine.body.error.code).toBe("NO_EXTENSION");
    const none = await send(unconfigured, await staffWithDial(unconfigured, "204"), "POST", "/api/admin/calls", {
      phone: customerPhone,
    });
    expect(none.status).toBe(409);
    expect(none.body.error.code).toBe("TELEPHONY_NOT_CONFIGURED");
  });

  it("refuses a number that cannot be called, with the field's code", async () => {
    const { status, body } = await send(api, caller, "POST", "/api/admin/calls", { phone: "12" });
    expect(status).toBe(400);
    expect(body.error.fields.phone).toEqual(["PHONE_INVALID"]);
  });

  it("is staff-only", async () => {
    const customer = await signIn(api, (await createUser(api)).email);
    const agent = await signIn(api, (await createUser(api, { role: "Agent" })).email);
    expect((await send(api, customer, "POST", "/api/admin/calls", { phone: customerPhone })).status).toBe(403);
    expect((await send(api, agent, "GET", "/api/admin/calls")).status).toBe(403);
    expect((await send(api, null, "GET", "/api/admin/calls")).status).toBe(401);
  });
});

describe("GET /api/admin/calls", () => {
  it("lists the calls newest first with who, whom (the customer by name), when and the result", async () => {
    const { status, body } = await send(api, caller, "GET", "/api/admin/calls");
    expect(status).toBe(200);
    const mine = body.data.filter((entry: Json) => entry.staff?.name === "Selin Aksoy");
    expect(mine.map((entry: Json) => [entry.phone, entry.result, entry.message])).toEqual([
      ["905321119999", "FAILED", "Busy"],
      [customerPhone, "STARTED", "Ringing 204"],
    ]);
    expect(mine[1].customer).toEqual({ id: customerId, name: "Hatice Demir" });
    expect(mine[0].customer).toBeNull();
    expect(Date.parse(mine[0].at)).not.toBeNaN();
  });

  it("filters by result and by staff member, and pages", async () => {
    const failed = await send(api, caller, "GET", "/api/admin/calls?result=FAILED");
    expect(failed.body.data.length).toBeGreaterThan(0);
    expect(failed.body.data.map((entry: Json) => entry.result)).not.toContain("STARTED");
    const first = await send(api, caller, "GET", "/api/admin/calls?pageSize=1");
    expect(first.body.data).toHaveLength(1);
    const second = await send(api, caller, "GET", `/api/admin/calls?pageSize=1&cursor=${first.body.next}`);
    expect(second.body.data[0].id).toBeLessThan(first.body.data[0].id);
    const bad = await send(api, caller, "GET", "/api/admin/calls?result=MAYBE&staff=nope");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(["result", "staff"]);
  });
});
