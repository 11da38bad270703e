import { fileURLToPath } from "node:url";
import { reservationListQuerySchema, type ReservationListQuery } from "@rihla/domain";
import { PgDialect } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import pg from "pg";
import { countStatement, pageStatement } from "../src/modules/admin-reservations/index.ts";
import { asBearer, createUser, signIn } from "../src/testing/accounts.ts";
import { createTestApi } from "../src/testing/test-api.ts";
import { seedDemo } from "../src/seed/seed.ts";

/**
 * Issue 24: the first page of `GET /api/admin/reservations` with each filter and each sort, on
 * 100,000 reservations in PostgreSQL, against the raw SQL of the same page in the same run: the
 * page and count statements the API sends (the module's own builders), sent through node-postgres
 * with the same parameters. Requests and raw runs alternate so both see the same machine. The API
 * call is in-process (`app.request`, a signed-in admin by Bearer), as the site's loaders call it.
 * Answers Markdown table rows and the EXPLAIN ANALYZE of each page statement.
 */
export interface AdminListBenchOptions {
  postgresAdminUrl: string;
  reservations?: number;
  samples?: number;
}

const cases: { name: string; query: Record<string, string> }[] = [
  { name: "no filter, newest first", query: {} },
  { name: "status=WAITING", query: { status: "WAITING" } },
  { name: "kind=SERVICE", query: { kind: "SERVICE" } },
  { name: "departureId", query: { departureId: "$departure" } },
  { name: "agentId", query: { agentId: "$agent" } },
  { name: "created in one month", query: { createdFrom: "$monthFrom", createdTo: "$monthTo" } },
  { name: "q=name (ayse)", query: { q: "ayse" } },
  { name: "q=code", query: { q: "$code" } },
  { name: "q=phone digits", query: { q: "$phone" } },
  { name: "status + q", query: { status: "CONFIRMED", q: "yilmaz" } },
  { name: "sort=created", query: { sort: "created" } },
  { name: "sort=departure", query: { sort: "departure" } },
  { name: "sort=-departure", query: { sort: "-departure" } },
  { name: "sort=-seats", query: { sort: "-seats" } },
  { name: "sort=seats, status=CANCELLED", query: { sort: "seats", status: "CANCELLED" } },
];

const firstNames = [
  "Ayşe",
  "Mehmet",
  "Fatma",
  "Ali",
  "Zeynep",
  "Mustafa",
  "Emine",
  "Hüseyin",
  "Hatice",
  "İbrahim",
  "Elif",
  "Ömer",
];
const surnames = [
  "Yılmaz",
  "Kaya",
  "Demir",
  "Şahin",
  "Çelik",
  "Yıldız",
  "Öztürk",
  "Aydın",
  "Arslan",
  "Doğan",
  "Kılıç",
  "Aslan",
];

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

export async function adminListBench(options: AdminListBenchOptions) {
  const total = options.reservations ?? 100_000;
  const samples = options.samples ?? 60;
  process.env.TEST_DATABASE_URL = options.postgresAdminUrl;
  const now = new Date();
  const api = await createTestApi({}, { now: () => now });
  const rows: string[] = [];
  const plans: string[] = [];
  const config = api.deps.config.database;
  if (config.kind !== "postgres") throw new Error("bench: the admin list runs on PostgreSQL only");
  const raw = new pg.Pool({ connectionString: config.url, max: 2 });
  try {
    const db = api.deps.database.db;
    const started = performance.now();
    await seedDemo({ db, now });
    const customers = Math.round(total / 5);
    await db.execute(sql`
      insert into users (email, first_name, surname, phone, role, email_confirmed_at, created_at)
      select 'musteri' || i || '@bench.example',
             (string_to_array(${firstNames.join(",")}, ','))[1 + i % ${firstNames.length}],
             (string_to_array(${surnames.join(",")}, ','))[1 + (i / ${firstNames.length}) % ${surnames.length}],
             '90532' || lpad((i * 7919 % 10000000)::text, 7, '0'), 'Customer', now(), now() - (i || ' minutes')::interval
        from generate_series(1, ${customers}) i`);
    await db.execute(sql`
      insert into users (email, first_name, surname, role, email_confirmed_at)
      select 'acente' || i || '@bench.example', 'Acente', 'No' || i, 'Agent', now() from generate_series(1, 40) i`);
    // Reservations over the last 400 days, on the demo's departures (1 in 50 a stay request);
    // status, seats and agent drawn by hash so that no two columns move together.
    await db.execute(sql`
      with c as (select array_agg(id order by email) ids from users where email like 'musteri%'),
           a as (select array_agg(id order by email) ids from users where email like 'acente%'),
           d as (select array_agg(id order by id) ids from departures),
           h as (select array_agg(id order by id) ids from hotels)
      insert into reservations (code, kind, departure_id, customer_id, agent_id, status, currency, total_minor,
                                price_snapshot, seats, contact, service, created_at, updated_at)
      select 'RH-2026-' || lpad(i::text, 6, '0'),
             case when i % 50 = 0 then 'SERVICE' else 'TOUR' end,
             case when i % 50 = 0 then null else d.ids[1 + i % array_length(d.ids, 1)] end,
             c.ids[1 + i % array_length(c.ids, 1)],
             case when abs(hashtext('a' || i)) % 4 = 0 then a.ids[1 + i % array_length(a.ids, 1)] end,
             (array['WAITING', 'CONFIRMED', 'CONFIRMED', 'CANCELLED'])[1 + abs(hashtext('s' || i)) % 4],
             case when i % 3 = 0 then 'TRY' else 'USD' end,
             case when i % 50 = 0 then 0 else 150000 * (1 + abs(hashtext('n' || i)) % 4) end,
             '{"currency":"USD","pricing":{},"lines":[],"total":0}'::jsonb,
             case when i % 50 = 0 then 0 else 1 + abs(hashtext('n' || i)) % 4 end,
             case when i % 7 = 0 then jsonb_build_object('name', 'İletişim ' || i, 'phone', '90555' || lpad(i::text, 7, '0')) end,
             case when i % 50 = 0 then jsonb_build_object('hotelId', h.ids[1 + i % array_length(h.ids, 1)],
                  'checkIn', (current_date + (i % 90))::text, 'checkOut', (current_date + (i % 90) + 5)::text,
                  'nights', 5, 'extras', '[]'::jsonb) end,
             now() - ((i * 347) % (400 * 24 * 60) || ' minutes')::interval,
             now()
        from generate_series(1, ${total}) i, c, a, d, h`);
    await db.execute(sql`analyze`);
    const generated = (performance.now() - started) / 1000;
    console.log(`bench: ${total} reservations generated in ${generated.toFixed(0)} s`);

    const [sample] = (
      (await db.execute(sql`
        select r.departure_id::text as departure, (select agent_id::text from reservations where agent_id is not null limit 1) as agent,
               r.code, u.phone from reservations r join users u on u.id = r.customer_id
         where r.kind = 'TOUR' order by r.created_at desc limit 1`)) as unknown as { rows: Record<string, string>[] }
    ).rows;
    const monthTo = now.toISOString().slice(0, 10);
    const monthFrom = new Date(now.getTime() - 30 * 86_400_000).toISOString().slice(0, 10);
    const values: Record<string, string> = {
      $departure: sample!.departure!,
      $agent: sample!.agent!,
      $code: sample!.code!,
      $phone: sample!.phone!.slice(3),
      $monthFrom: monthFrom,
      $monthTo: monthTo,
    };
    const admin = await signIn(api, (await createUser(api, { isAdmin: true })).email);
    const dialect = new PgDialect();
    for (const benchCase of cases) {
      const params = Object.fromEntries(Object.entries(benchCase.query).map(([k, v]) => [k, values[v] ?? v]));
      const query: ReservationListQuery = reservationListQuerySchema.parse(params);
      const url = `/api/admin/reservations?${new URLSearchParams(params).toString()}`;
      const page = dialect.sqlToQuery(pageStatement(query, query.pageSize, null));
      const count = dialect.sqlToQuery(countStatement(query));
      const apiTimes: number[] = [];
      const rawTimes: number[] = [];
      let found = 0;
      for (let i = 0; i < samples + 5; i++) {
        const t0 = performance.now();
        const response = await api.app.request(url, asBearer(admin));
        const body = (await response.json()) as { data: unknown[] };
        const t1 = performance.now();
        if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
        await Promise.all([raw.query(page.sql, page.params), raw.query(count.sql, count.params)]);
        const t2 = performance.now();
        // The first five of each are a warm-up (plans cached, sessions remembered).
        if (i >= 5) {
          apiTimes.push(t1 - t0);
          rawTimes.push(t2 - t1);
        }
        found = body.data.length;
      }
      const apiP95 = percentile(apiTimes, 0.95);
      const rawP95 = percentile(rawTimes, 0.95);
      rows.push(
        `| ${benchCase.name} | ${found} | ${percentile(apiTimes, 0.5).toFixed(1)} / ${apiP95.toFixed(1)} | ${percentile(rawTimes, 0.5).toFixed(1)} / ${rawP95.toFixed(1)} | **${(apiP95 / rawP95).toFixed(2)}×** |`,
      );
      console.log(rows.at(-1));
      const explained = await raw.query(`explain (analyze, costs off, timing on) ${page.sql}`, page.params);
      plans.push(
        `#### ${benchCase.name}\n\n\`\`\`\n${explained.rows.map((r: Record<string, string>) => r["QUERY PLAN"]).join("\n")}\n\`\`\``,
      );
    }
    return { rows, plans, total, generatedSeconds: generated, samples };
  } finally {
    await raw.end();
    await api.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await adminListBench({
    postgresAdminUrl:
      process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
    reservations: Number(process.env.BENCH_ADMIN_RESERVATIONS ?? 100_000),
    samples: Number(process.env.BENCH_ADMIN_SAMPLES ?? 60),
  });
  console.log(result.plans.join("\n\n"));
}
