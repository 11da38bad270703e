import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { asBearer, createUser, signIn } from "../../testing/accounts.ts";
import { createDeparture, passenger } from "../../testing/reservations.ts";
import { createTestApi } from "../../testing/test-api.ts";

let api: RihlaApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe("KVKK: personal numbers are encrypted at rest", () => {
  it("leaves no TCKN or passport number in plain text anywhere in a dump of the database", async () => {
    const session = await signIn(api, (await createUser(api)).email);
    const { departureId } = await createDeparture(api);
    const numbers = { tckn: "10000000146", passport: "U12345678", tckn2: "10000000078", passport2: "P99887766" };
    const response = await api.app.request(
      "/api/reservations",
      asBearer(session, {
        method: "POST",
        headers: { "idempotency-key": "dump-test-key-1" },
        body: JSON.stringify({
          departureId,
          rooms: [
            {
              roomType: "DOUBLE",
              adults: 2,
              passengers: [
                passenger(),
                passenger({ name: "Ali", tckn: numbers.tckn2, passportNumber: numbers.passport2 }),
              ],
            },
          ],
        }),
      }),
    );
    expect(response.status).toBe(201);
    // The answer to the owner holds them in full, so the numbers really went through the API…
    const text = await response.text();
    for (const value of Object.values(numbers)) expect(text).toContain(value);

    // …but no table holds them: every row of every table, as text (like pg_dump's data).
    const db = api.deps.database.db;
    const tables = (await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: { table_name: string }[] };
    expect(tables.rows.map((t) => t.table_name)).toEqual(expect.arrayContaining(["passengers", "idempotency_keys"]));
    let dump = "";
    for (const { table_name: table } of tables.rows) {
      const rows = (await db.execute(sql.raw(`select t::text as row from "${table}" t`))) as unknown as {
        rows: { row: string }[];
      };
      dump += rows.rows.map((r) => r.row).join("\n");
    }
    expect(dump).toContain("Ali");
    for (const value of Object.values(numbers)) expect(dump).not.toContain(value);
  });
});
