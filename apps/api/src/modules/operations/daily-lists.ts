import {
  airportColumns,
  airportHeadings,
  airportMeetingTime,
  flightLegsOn,
  formatDate,
  genderLabels,
  opsColumns,
  opsFileName,
  opsHeadings,
  opsRoleLabels,
  opsRoleOn,
  todayInIstanbul,
  type CalendarDate,
  type Gender,
  type Locale,
  type OpsRole,
} from "@rihla/domain";
import { sql } from "drizzle-orm";
import type { ServiceContext } from "../../http/context.ts";
import { requirePermission } from "../../http/permissions.ts";
import { renderPdf, type PdfTable } from "../../pdf/pdf.ts";
import { rowsOf } from "../admin-reservations/admin-reservations.queries.ts";
import { identityViews } from "../../db/schema.ts";
import { recordEvent } from "../audit/audit.ts";
import { workbookOf, type Sheet } from "./workbook.ts";

/**
 * The day's lists (issue 25): what leaves, returns and is on the road on a date (the operations
 * list) and the airport manifest of the groups that fly that day, built from one read each and
 * shared by the page, the PDF and the Excel file. Roles, flight legs and meeting times are the
 * domain's (`dailyLists.ts`).
 */

interface Flight {
  leg: string;
  airline: string;
  flightNumber: string;
  fromAirport: string;
  toAirport: string;
  departureTime: string;
  arrivalTime: string;
}

export interface OpsGroup {
  departureId: number;
  tourId: number;
  title: string | null;
  startDate: string;
  returnDate: string;
  role: OpsRole;
  hotels: string[];
  flights: Flight[];
  seatsTaken: number;
  guide: string | null;
  meetingPoint: string | null;
}

/** Departures under way on `date` (leaving, returning or between) that carry travellers. */
async function groupsOn(ctx: ServiceContext, date: CalendarDate, locale: Locale): Promise<OpsGroup[]> {
  const rows = await rowsOf<Omit<OpsGroup, "role" | "flights"> & { flights: Flight[] }>(
    ctx.db,
    sql`select d.id as "departureId", d.tour_id as "tourId", tt.title, d.start_date::text as "startDate",
          d.return_date::text as "returnDate", d.seats_taken as "seatsTaken", d.guide_name as guide,
          d.meeting_point as "meetingPoint",
          coalesce((select array_agg(coalesce(ht.name, h.key) order by th.position)
             from tour_hotels th join hotels h on h.id = th.hotel_id
             left join hotel_translations ht on ht.hotel_id = h.id and ht.locale = ${locale}
             where th.tour_id = d.tour_id), '{}') as hotels,
          coalesce((select jsonb_agg(jsonb_build_object('leg', f.leg, 'airline', f.airline,
               'flightNumber', f.flight_number, 'fromAirport', f.from_airport, 'toAirport', f.to_airport,
               'departureTime', f.departure_time, 'arrivalTime', f.arrival_time) order by f.position)
             from tour_flights f where f.tour_id = d.tour_id), '[]'::jsonb) as flights
        from departures d
        left join tour_translations tt on tt.tour_id = d.tour_id and tt.locale = ${locale}
        where d.start_date <= ${date} and d.return_date >= ${date} and d.seats_taken > 0
        order by d.start_date, d.id`,
  );
  const order = { leaving: 0, returning: 1, onTheRoad: 2 } as const;
  return rows
    .map((row) => {
      const role = opsRoleOn(row as { startDate: CalendarDate; returnDate: CalendarDate }, date)!;
      const legs: readonly string[] = flightLegsOn(role);
      return { ...row, role, flights: row.flights.filter((flight) => legs.includes(flight.leg)) };
    })
    .sort((a, b) => order[a.role] - order[b.role] || a.startDate.localeCompare(b.startDate));
}

export interface ManifestPassenger {
  departureId: number;
  reservationId: string;
  passengerId: number;
  group: string;
  reservationCode: string;
  name: string;
  gender: Gender;
  passportNumber: string | null;
  nationality: string;
  flight: string | null;
  meeting: string | null;
}

/** The passengers of the groups that fly on `date`, with their flight and where and when to meet. */
async function manifestOn(ctx: ServiceContext, date: CalendarDate, locale: Locale, groups: OpsGroup[]) {
  const flying = groups.filter((group) => group.role !== "onTheRoad");
  if (flying.length === 0) return [];
  const ids = flying.map((group) => group.departureId);
  const rows = await rowsOf<{
    departureId: number;
    reservationId: string;
    passengerId: number;
    code: string;
    name: string;
    surname: string;
    gender: Gender;
    passport: string | null;
    nationality: string;
  }>(
    ctx.db,
    sql`select r.departure_id as "departureId", r.id as "reservationId", p.id as "passengerId", r.code,
          p.name, p.surname, p.gender,
          p.passport_number_encrypted as passport, p.nationality
        from passengers p join reservations r on r.id = p.reservation_id
        where r.departure_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) and r.status in ('WAITING', 'CONFIRMED')
        order by r.departure_id, p.surname, p.name, r.code`,
  );
  return rows.map((row): ManifestPassenger => {
    const group = flying.find((candidate) => candidate.departureId === row.departureId)!;
    const flight = group.flights[0] ?? null;
    const meeting = flight ? airportMeetingTime(flight.departureTime) : null;
    const where = group.meetingPoint ?? flight?.fromAirport ?? "";
    return {
      departureId: row.departureId,
      reservationId: row.reservationId,
      passengerId: row.passengerId,
      group: group.title ?? `#${group.tourId}`,
      reservationCode: row.code,
      name: `${row.name} ${row.surname}`,
      gender: row.gender,
      passportNumber: row.passport ? ctx.deps.fieldCipher.decrypt(row.passport, "passport_number") : null,
      nationality: row.nationality,
      flight: flight
        ? `${flight.airline} ${flight.flightNumber} ${flight.fromAirport} ${flight.departureTime} → ${flight.toAirport} ${flight.arrivalTime}`
        : null,
      meeting: meeting
        ? `${meeting.dayBefore ? (locale === "tr" ? "önceki gün " : "day before ") : ""}${meeting.time} ${where}`.trim()
        : null,
    };
  });
}

/**
 * GET /api/admin/operations/days/{date}: the day's groups and the airport manifest. The manifest
 * shows passport numbers in full, so each read is logged (who, when, which departures) like a
 * staff member revealing one number on a reservation.
 */
export async function dayLists({ ctx, input }: { ctx: ServiceContext; input: { date: CalendarDate; locale: Locale } }) {
  const user = await requirePermission(ctx, "availability.access");
  const groups = await groupsOn(ctx, input.date, input.locale);
  const manifest = await manifestOn(ctx, input.date, input.locale, groups);
  // Each passport number shown is an identity view (who saw which passenger's number when, as a
  // reveal on a reservation's page is: ADR 0205), and each departure's log names the read.
  const shown = manifest.filter((p) => p.passportNumber !== null);
  if (shown.length > 0) {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(identityViews).values(
        shown.map((p) => ({
          actorId: user.id,
          reservationId: p.reservationId,
          passengerId: p.passengerId,
          passengerName: p.name,
          field: "passport_number" as const,
          createdAt: ctx.now,
        })),
      );
      for (const departureId of new Set(shown.map((p) => p.departureId))) {
        await recordEvent(
          tx,
          { actorId: user.id, at: ctx.now },
          { entity: "departure", entityId: departureId, action: "manifest.viewed", note: input.date },
        );
      }
    });
  }
  // The answer carries no internal ids.
  const answer = manifest.map(({ reservationId: _r, passengerId: _p, ...rest }) => rest);
  return { date: input.date, groups, manifest: answer };
}

const listTitles = {
  ops: { tr: "Günün operasyonu", en: "The day's operations" },
  airport: { tr: "Havalimanı listesi", en: "Airport manifest" },
  print: { tr: "Günlük liste", en: "Daily pack" },
} as const;

function opsRows(groups: OpsGroup[], locale: Locale): string[][] {
  return groups.map((group) => [
    group.title ?? `#${group.tourId}`,
    opsRoleLabels[group.role][locale],
    `${formatDate(group.startDate, locale)} – ${formatDate(group.returnDate, locale)}`,
    group.hotels.join(", "),
    group.flights
      .map(
        (f) => `${f.airline} ${f.flightNumber} ${f.fromAirport} ${f.departureTime} → ${f.toAirport} ${f.arrivalTime}`,
      )
      .join("; "),
    String(group.seatsTaken),
    group.guide ?? "—",
  ]);
}

function airportRows(manifest: Omit<ManifestPassenger, "reservationId" | "passengerId">[], locale: Locale): string[][] {
  return manifest.map((p, i) => [
    String(i + 1),
    p.name,
    genderLabels[p.gender][locale],
    p.passportNumber ?? "—",
    p.nationality,
    p.reservationCode,
    p.flight ?? "—",
    p.meeting ?? "—",
  ]);
}

/** GET /api/admin/operations/days/{date}/export: the operations list, the manifest, or both (print), as PDF or xlsx. */
export async function exportDayLists({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { date: CalendarDate; locale: Locale; list: "ops" | "airport" | "print"; format: "pdf" | "xlsx" };
}) {
  const { date, locale, list, format } = input;
  const day = await dayLists({ ctx, input: { date, locale } });
  const ops: PdfTable & Sheet = {
    name: listTitles.ops[locale],
    title: `${listTitles.ops[locale]} · ${formatDate(date, locale)}`,
    heading: listTitles.ops[locale],
    headings: opsColumns.map((c) => opsHeadings[c][locale]),
    columns: opsColumns.map((c, i) => ({ label: opsHeadings[c][locale], width: [2.4, 1, 1.6, 2, 2.6, 0.8, 1.2][i]! })),
    rows: opsRows(day.groups, locale),
    empty: locale === "tr" ? "Bu gün hareket yok." : "No groups on this day.",
  };
  const airport: PdfTable & Sheet = {
    name: listTitles.airport[locale],
    title: `${listTitles.airport[locale]} · ${formatDate(date, locale)}`,
    heading: listTitles.airport[locale],
    headings: airportColumns.map((c) => airportHeadings[c][locale]),
    columns: airportColumns.map((c, i) => ({
      label: airportHeadings[c][locale],
      width: [0.5, 2.2, 0.9, 1.3, 0.8, 1.5, 3, 1.6][i]!,
    })),
    rows: airportRows(day.manifest, locale),
    empty: locale === "tr" ? "Bu gün uçan grup yok." : "No group flies on this day.",
  };
  const tables = list === "ops" ? [ops] : list === "airport" ? [airport] : [ops, airport];
  const fileName = opsFileName(list, date, locale, format);
  if (format === "pdf") {
    const body = await renderPdf({
      title: `${listTitles[list][locale]} · ${formatDate(date, locale)}`,
      lang: locale,
      landscape: true,
      pageBreaks: list === "print",
      sections: tables,
    });
    return { fileName, contentType: "application/pdf", body };
  }
  return {
    fileName,
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    body: await workbookOf(tables, todayInIstanbul(ctx.now)),
  };
}
