import { sendMessage } from "../whatsapp/whatsapp.service.ts";
import {
  addDays,
  departureReadiness,
  formatDate,
  passengerReadiness,
  passengerTypeShortLabels,
  readinessColumns,
  readinessHeadings,
  readinessIssueLabels,
  readinessWindowDays,
  todayInIstanbul,
  opsFileName,
  type CalendarDate,
  type DepartureReadiness,
  type Locale,
  type PassengerType,
  type ReadinessIssue,
  type VisaChangeInput,
  type VisaState,
} from "@rihla/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import type { ServiceContext } from "../../http/context.ts";
import { domainError } from "../../http/errors.ts";
import { requirePermission } from "../../http/permissions.ts";
import { renderPdf } from "../../pdf/pdf.ts";
import { rowsOf } from "../admin-reservations/admin-reservations.queries.ts";
import { publishStaffEvent } from "../admin-reservations/realtime.ts";
import { recordEvent } from "../audit/audit.ts";
import { mailReservation } from "../reservations/reservation-mails.ts";
import {
  bookedRooms,
  departureHead,
  fullName,
  visaStates,
  type BookedRoom,
  type DepartureHead,
} from "./operations.queries.ts";
import { workbookOf } from "./workbook.ts";

/**
 * ★ Document readiness (issue 25): what each traveller of a departure still lacks (the domain's
 * `passengerReadiness`: passport and its 6 months, TCKN for Turkish citizens, birth date against
 * the passenger type, the visa staff set), counted per departure and listed by reservation.
 */

export interface ReadinessTraveller {
  /** The passenger's position in the reservation; null for a head without details. */
  position: number | null;
  name: string | null;
  passengerType: PassengerType;
  nationality: string | null;
  passportExpiry: string | null;
  visaState: VisaState;
  issues: ReadinessIssue[];
}

export interface DepartureReadinessView extends Omit<DepartureReadiness<ReadinessTraveller>, "missing"> {
  departure: DepartureHead;
  /** Only the reservations with something missing, each with only its travellers who lack something. */
  missing: { reservationCode: string; passengers: ReadinessTraveller[] }[];
  /**
   * Issue 27: a documents-missing reminder may also go on WhatsApp — when the Cloud API is
   * configured, to the customers (by reservation code) with an open opt-in.
   */
  whatsApp?: { configured: boolean; consented: string[] };
  /** Every live reservation with every traveller (the page sets visas from here). */
  reservations: { reservationCode: string; status: string; passengers: ReadinessTraveller[] }[];
}

async function readinessOf(
  db: Db,
  departure: DepartureHead,
  loaded?: { rooms: BookedRoom[]; visas: Map<string, VisaState> },
): Promise<DepartureReadinessView> {
  const rooms = loaded
    ? loaded.rooms.filter((room) => room.departureId === departure.id)
    : await bookedRooms(db, departure.id);
  const visas = loaded?.visas ?? (await visaStates(db, departure.id));
  const byReservation = new Map<
    string,
    { reservationCode: string; status: string; passengers: ReadinessTraveller[] }
  >();
  for (const room of rooms) {
    const entry = byReservation.get(room.code) ?? { reservationCode: room.code, status: room.status, passengers: [] };
    byReservation.set(room.code, entry);
    const wanted: Record<PassengerType, number> = {
      turAdult: room.adults,
      turChild: room.children,
      turBaby: room.babies,
    };
    for (const p of room.passengers) {
      wanted[p.passengerType] -= 1;
      const visaState = visas.get(`${p.reservationId}/${p.position}`) ?? "NOT_APPLIED";
      entry.passengers.push({
        position: p.position,
        name: fullName(p),
        passengerType: p.passengerType,
        nationality: p.nationality,
        passportExpiry: p.passportExpiry,
        visaState,
        issues: passengerReadiness({ ...p, visaState }, departure.startDate),
      });
    }
    for (const passengerType of ["turAdult", "turChild", "turBaby"] as const) {
      for (let n = 0; n < wanted[passengerType]; n += 1) {
        entry.passengers.push({
          position: null,
          name: null,
          passengerType,
          nationality: null,
          passportExpiry: null,
          visaState: "NOT_APPLIED",
          issues: passengerReadiness(null, departure.startDate),
        });
      }
    }
  }
  const reservations = [...byReservation.values()];
  const counted = departureReadiness(reservations);
  return {
    departure,
    reservations,
    ...counted,
    missing: counted.missing.map((r) => ({ reservationCode: r.reservationCode, passengers: [...r.passengers] })),
  };
}

/** GET /api/admin/departures/{id}/readiness */
export async function departureReadinessView({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { id: number; locale: Locale };
}): Promise<DepartureReadinessView> {
  await requirePermission(ctx, "availability.access");
  const departure = await departureHead(ctx.db, input.id, input.locale);
  if (!departure) throw domainError(404, "NOT_FOUND");
  const view = await readinessOf(ctx.db, departure);
  const codes = view.missing.map((r) => r.reservationCode);
  const consented =
    codes.length === 0
      ? []
      : await rowsOf<{ code: string }>(
          ctx.db,
          sql`select r.code from reservations r
               where r.code in ${codes} and exists (select 1 from whatsapp_consents w
                 where w.customer_id = r.customer_id and w.withdrawn_at is null)`,
        );
  return {
    ...view,
    whatsApp: { configured: ctx.deps.config.whatsApp !== undefined, consented: consented.map((row) => row.code) },
  };
}

/**
 * PUT /api/admin/departures/{id}/visas: visa states staff set. Every traveller named must be a
 * passenger of a live reservation of this departure (else 404 with the entry's field); all or
 * nothing, logged with the states before and after.
 */
export async function setVisas({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { id: number; locale: Locale; visas: VisaChangeInput["visas"] };
}): Promise<DepartureReadinessView> {
  const user = await requirePermission(ctx, "availability.access");
  const departure = await departureHead(ctx.db, input.id, input.locale);
  if (!departure) throw domainError(404, "NOT_FOUND");
  await ctx.db.transaction(async (tx) => {
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const [i, visa] of input.visas.entries()) {
      const [found] = await rowsOf<{ reservationId: string; state: string | null }>(
        tx,
        sql`select r.id as "reservationId", v.state
            from reservations r
            join passengers p on p.reservation_id = r.id and p.position = ${visa.position}
            left join passenger_visas v on v.reservation_id = r.id and v.position = p.position
            where r.code = ${visa.reservationCode} and r.departure_id = ${input.id}
              and r.status in ('WAITING', 'CONFIRMED')`,
      );
      if (!found) throw domainError(404, "NOT_FOUND", { fields: { [`visas.${i}.position`]: ["NOT_FOUND"] } });
      const from = found.state ?? "NOT_APPLIED";
      if (from === visa.state) continue;
      await tx.execute(sql`
        insert into passenger_visas (reservation_id, position, state, updated_at)
        values (${found.reservationId}, ${visa.position}, ${visa.state}, ${ctx.now})
        on conflict (reservation_id, position) do update set state = excluded.state, updated_at = excluded.updated_at`);
      changes[`${visa.reservationCode}/${visa.position}`] = { from, to: visa.state };
    }
    if (Object.keys(changes).length > 0) {
      await recordEvent(
        tx,
        { actorId: user.id, at: ctx.now },
        { entity: "departure", entityId: input.id, action: "visas.updated", changes },
      );
    }
  });
  publishStaffEvent(ctx, { type: "departure.changed", departureId: input.id });
  return readinessOf(ctx.db, departure);
}

export interface ReadinessSummary {
  from: CalendarDate;
  to: CalendarDate;
  /** Departures in the window with at least one traveller lacking something. */
  withMissing: number;
  departures: {
    id: number;
    title: string | null;
    startDate: string;
    travellers: number;
    ready: number;
    byIssue: Record<ReadinessIssue, number>;
  }[];
}

/**
 * GET /api/admin/operations/readiness: the dashboard's line ("3 departures in the next 30 days have
 * missing documents"), the departures leaving in the window that have travellers, soonest first.
 */
export async function readinessSummary({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { locale: Locale };
}): Promise<ReadinessSummary> {
  await requirePermission(ctx, "availability.access");
  const from = todayInIstanbul(ctx.now);
  const to = addDays(from, readinessWindowDays);
  const heads = await rowsOf<DepartureHead>(
    ctx.db,
    sql`select d.id, d.tour_id as "tourId", tt.title, d.start_date::text as "startDate",
          d.return_date::text as "returnDate", d.capacity, d.seats_taken as "seatsTaken"
        from departures d
        left join tour_translations tt on tt.tour_id = d.tour_id and tt.locale = ${input.locale}
        where d.start_date >= ${from} and d.start_date <= ${to}
          and exists (select 1 from reservations r where r.departure_id = d.id and r.status in ('WAITING', 'CONFIRMED'))
        order by d.start_date, d.id`,
  );
  // Every departure's rooms and visas in two statements, not two per departure.
  const ids = heads.map((head) => head.id);
  const loaded = { rooms: await bookedRooms(ctx.db, ids), visas: await visaStates(ctx.db, ids) };
  const departures: ReadinessSummary["departures"] = [];
  for (const head of heads) {
    const view = await readinessOf(ctx.db, head, loaded);
    departures.push({
      id: head.id,
      title: head.title,
      startDate: head.startDate,
      travellers: view.travellers,
      ready: view.ready,
      byIssue: view.byIssue,
    });
  }
  return { from, to, withMissing: departures.filter((d) => d.ready < d.travellers).length, departures };
}

const readinessTitle = { tr: "Belge durumu", en: "Document readiness" } as const;

function readinessRows(view: DepartureReadinessView, locale: Locale): string[][] {
  return view.missing.flatMap((reservation) =>
    reservation.passengers.map((p) => [
      reservation.reservationCode,
      p.name ?? `${passengerTypeShortLabels[p.passengerType][locale]} (—)`,
      p.issues.map((issue) => readinessIssueLabels[issue][locale]).join(", "),
    ]),
  );
}

/** GET /api/admin/departures/{id}/readiness/export: who lacks what, as a PDF or an xlsx workbook. */
export async function exportReadiness({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { id: number; locale: Locale; format: "pdf" | "xlsx" };
}) {
  const view = await departureReadinessView({ ctx, input });
  const { locale } = input;
  const { departure } = view;
  const tour = departure.title ?? `#${departure.tourId}`;
  const fileName = opsFileName("readiness", departure.startDate, locale, input.format, tour);
  const headings = readinessColumns.map((column) => readinessHeadings[column][locale]);
  const subtitle = `${tour} · ${formatDate(departure.startDate, locale)} · ${view.ready}/${view.travellers}`;
  const rows = readinessRows(view, locale);
  if (input.format === "pdf") {
    const body = await renderPdf({
      title: readinessTitle[locale],
      subtitle,
      lang: locale,
      sections: [
        {
          columns: headings.map((label, i) => ({ label, width: [1.4, 2, 4][i]! })),
          rows,
          empty: locale === "tr" ? "Eksik belge yok." : "Nothing is missing.",
        },
      ],
    });
    return { fileName, contentType: "application/pdf", body };
  }
  return {
    fileName,
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    body: await workbookOf(
      [{ name: readinessTitle[locale], title: `${readinessTitle[locale]} · ${subtitle}`, headings, rows }],
      todayInIstanbul(ctx.now),
    ),
  };
}

/** A second reminder for one reservation within this time answers as already sent (a double click). */
export const reminderQuietMinutes = 10;

/**
 * POST /api/admin/departures/{id}/readiness/reminders: mails the customer of one reservation what
 * its travellers still lack (in the reservation's language, through the mail outbox), and logs
 * it. A reservation with nothing missing is a 409 NOTHING_TO_REMIND; a second click within
 * `reminderQuietMinutes` sends nothing and says so.
 */
export async function remindReadiness({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { id: number; reservationCode: string; channel?: "email" | "whatsapp" | undefined };
}): Promise<{ sent: boolean; reservationCode: string }> {
  const user = await requirePermission(ctx, "availability.access");
  const [reservation] = await rowsOf<{
    code: string;
    kind: string;
    customerId: string;
    locale: Locale;
    totalMinor: number;
    currency: string;
  }>(
    ctx.db,
    sql`select code, kind, customer_id as "customerId", locale, total_minor::int as "totalMinor", currency
        from reservations
        where code = ${input.reservationCode} and departure_id = ${input.id} and status in ('WAITING', 'CONFIRMED')`,
  );
  if (!reservation) throw domainError(404, "NOT_FOUND", { fields: { reservationCode: ["NOT_FOUND"] } });
  const locale = reservation.locale === "en" ? "en" : "tr";
  const departure = (await departureHead(ctx.db, input.id, locale))!;
  const view = await readinessOf(ctx.db, departure);
  const lacking = view.missing.find((r) => r.reservationCode === reservation.code);
  if (!lacking) throw domainError(409, "NOTHING_TO_REMIND", { fields: { reservationCode: ["NOTHING_TO_REMIND"] } });
  const whatsApp = input.channel === "whatsapp";
  // Each channel keeps its own quiet time: an e-mail sent does not hold back the WhatsApp message.
  const note = whatsApp ? `${reservation.code} · WhatsApp` : reservation.code;
  const since = new Date(ctx.now.getTime() - reminderQuietMinutes * 60_000);
  const [recent] = await rowsOf<{ id: number }>(
    ctx.db,
    sql`select id from audit_events
        where entity = 'departure' and entity_id = ${String(input.id)} and action = 'readiness.reminded'
          and note = ${note} and created_at > ${since}
        limit 1`,
  );
  if (recent) return { sent: false, reservationCode: reservation.code };
  const lines = lacking.passengers.map(
    (p) =>
      `${p.name ?? passengerTypeShortLabels[p.passengerType][locale]}: ${p.issues
        .map((issue) => readinessIssueLabels[issue][locale])
        .join(", ")}`,
  );
  if (whatsApp) {
    // The documents_missing template through the WhatsApp outbox: refused without configuration
    // (409 WHATSAPP_NOT_CONFIGURED) or without the customer's open opt-in (409 WHATSAPP_NO_CONSENT).
    const detail = lines.join("; ");
    await sendMessage({
      ctx,
      input: {
        customerId: reservation.customerId,
        reservationCode: reservation.code,
        template: "documents_missing",
        locale,
        detail: detail.length > 300 ? `${detail.slice(0, 299)}…` : detail,
      },
    });
    await recordEvent(
      ctx.db,
      { actorId: user.id, at: ctx.now },
      {
        entity: "departure",
        entityId: input.id,
        action: "readiness.reminded",
        changes: { missing: { from: null, to: lacking.passengers.map((p) => p.issues) } },
        note,
      },
    );
    return { sent: true, reservationCode: reservation.code };
  }
  await ctx.db.transaction(async (tx) => {
    await mailReservation(
      { db: tx, deps: ctx.deps, origin: ctx.origin },
      {
        code: reservation.code,
        kind: reservation.kind,
        customerId: reservation.customerId,
        locale,
        total: { amount: reservation.totalMinor, currency: reservation.currency },
        cancelReason: null,
        lines,
      },
      "documentsReminder",
    );
    await recordEvent(
      tx,
      { actorId: user.id, at: ctx.now },
      {
        entity: "departure",
        entityId: input.id,
        action: "readiness.reminded",
        changes: { missing: { from: null, to: lacking.passengers.map((p) => p.issues) } },
        note: reservation.code,
      },
    );
  });
  return { sent: true, reservationCode: reservation.code };
}
