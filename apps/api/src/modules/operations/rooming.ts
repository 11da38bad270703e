import {
  applyRoomingChange,
  buildRooming,
  formatDate,
  genderLabels,
  opsFileName,
  passengerTypeShortLabels,
  roomCapacity,
  roomingColumns,
  roomingHeadings,
  formatMessage,
  interpolate,
  todayInIstanbul,
  type Locale,
  type RoomingChange,
  type RoomingChangeInput,
  type RoomingHandRoom,
  type RoomingRoom,
} from "@rihla/domain";
import { sql } from "drizzle-orm";
import type { ServiceContext } from "../../http/context.ts";
import { domainError } from "../../http/errors.ts";
import { requirePermission } from "../../http/permissions.ts";
import { renderPdf } from "../../pdf/pdf.ts";
import { publishStaffEvent } from "../admin-reservations/realtime.ts";
import { recordEvent } from "../audit/audit.ts";
import {
  bookedRooms,
  departureHead,
  departureHotels,
  roomingBookings,
  roomingPlans,
  type DepartureHead,
  type DepartureHotel,
} from "./operations.queries.ts";
import { workbookOf, type Sheet } from "./workbook.ts";

/**
 * ★ Automatic rooming (issue 25): a departure's rooming list per hotel of its tour, built by the
 * domain's `buildRooming` from the live reservations and staff's hand-made rooms (rooming_plans),
 * every time it is read, so a new booking or a cancellation shows at once and a hand change
 * stays.
 */

export interface RoomingHotel extends DepartureHotel {
  rooms: (RoomingRoom & { capacity: number })[];
}

export interface DepartureRooming {
  departure: DepartureHead;
  hotels: RoomingHotel[];
}

async function loadRooming(ctx: ServiceContext, departureId: number, locale: Locale): Promise<DepartureRooming> {
  const departure = await departureHead(ctx.db, departureId, locale);
  if (!departure) throw domainError(404, "NOT_FOUND");
  const [hotels, rooms, plans] = [
    await departureHotels(ctx.db, departure.tourId, locale),
    await bookedRooms(ctx.db, departureId),
    await roomingPlans(ctx.db, departureId),
  ];
  const bookings = roomingBookings(rooms);
  return {
    departure,
    hotels: hotels.map((hotel) => ({
      ...hotel,
      rooms: buildRooming({ bookings, handRooms: plans.get(hotel.hotelId) ?? [] }).map((room) => ({
        ...room,
        capacity: roomCapacity[room.roomType],
      })),
    })),
  };
}

/** GET /api/admin/departures/{id}/rooming */
export async function departureRooming({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { id: number; locale: Locale };
}): Promise<DepartureRooming> {
  await requirePermission(ctx, "availability.access");
  return loadRooming(ctx, input.id, input.locale);
}

/**
 * POST /api/admin/departures/{id}/rooming: one hand change (move a person, lock, unlock or
 * release a room) to one hotel's list, checked by the domain against the list as it is now. The
 * departure's row is locked for the change, so two staff members' changes apply one after the
 * other; the change is logged with who and when.
 */
export async function changeRooming({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { id: number; locale: Locale; change: RoomingChangeInput };
}): Promise<DepartureRooming> {
  const user = await requirePermission(ctx, "availability.access");
  const { hotelId } = input.change;
  // The schema's change is the domain's change with the hotel it applies to.
  const change: RoomingChange = input.change;
  await ctx.db.transaction(async (tx) => {
    const [locked] = (
      (await tx.execute(
        sql`select tour_id as "tourId" from departures where id = ${input.id} for update`,
      )) as unknown as {
        rows: { tourId: number }[];
      }
    ).rows;
    if (!locked) throw domainError(404, "NOT_FOUND");
    const hotels = await departureHotels(tx, locked.tourId, input.locale);
    if (!hotels.some((hotel) => hotel.hotelId === hotelId)) {
      throw domainError(404, "NOT_FOUND", { fields: { hotelId: ["NOT_FOUND"] } });
    }
    const handRooms: RoomingHandRoom[] = (await roomingPlans(tx, input.id)).get(hotelId) ?? [];
    const rooms = buildRooming({ bookings: roomingBookings(await bookedRooms(tx, input.id)), handRooms });
    const result = applyRoomingChange(handRooms, rooms, change);
    if (!result.ok) {
      const field = change.kind === "move" ? "toRoomKey" : change.kind === "moveToNewRoom" ? "roomType" : "roomKey";
      if (result.code === "NOT_FOUND") throw domainError(404, "NOT_FOUND", { fields: { [field]: ["NOT_FOUND"] } });
      throw domainError(409, result.code, { fields: { [field]: [result.code] } });
    }
    await tx.execute(sql`
      insert into rooming_plans (departure_id, hotel_id, rooms, updated_at)
      values (${input.id}, ${hotelId}, ${JSON.stringify(result.handRooms)}::jsonb, ${ctx.now})
      on conflict (departure_id, hotel_id) do update set rooms = excluded.rooms, updated_at = excluded.updated_at`);
    await recordEvent(
      tx,
      { actorId: user.id, at: ctx.now },
      {
        entity: "departure",
        entityId: input.id,
        action: `rooming.${change.kind}`,
        changes: { rooming: { from: handRooms, to: result.handRooms } },
        note: `hotel ${hotelId}`,
      },
    );
  });
  // After the commit: other staff with this departure open reload it.
  publishStaffEvent(ctx, { type: "departure.changed", departureId: input.id });
  return loadRooming(ctx, input.id, input.locale);
}

/** The rows of a hotel's list as the hotel's copy shows them: room number, type, person. */
function roomingRows(hotel: RoomingHotel, locale: Locale): string[][] {
  return hotel.rooms.flatMap((room, n) =>
    room.occupants.map((person) => [
      String(n + 1),
      formatMessage(`roomType.${room.roomType}`, locale),
      person.name ?? `${passengerTypeShortLabels[person.passengerType][locale]} (—)`,
      person.gender ? genderLabels[person.gender][locale] : "—",
      passengerTypeShortLabels[person.passengerType][locale],
      person.reservationCode,
    ]),
  );
}

const roomingTitle = { tr: "Oda listesi", en: "Rooming list" } as const;
const countLine = { tr: "{rooms} oda, {people} kişi", en: "{rooms} rooms, {people} people" } as const;

/** GET /api/admin/departures/{id}/rooming/export: the hotels' copy as a PDF or an xlsx workbook. */
export async function exportRooming({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { id: number; locale: Locale; format: "pdf" | "xlsx" };
}) {
  await requirePermission(ctx, "availability.access");
  const { locale } = input;
  const rooming = await loadRooming(ctx, input.id, locale);
  const { departure } = rooming;
  const tour = departure.title ?? `#${departure.tourId}`;
  const fileName = opsFileName("rooming", departure.startDate, locale, input.format, tour);
  const headings = roomingColumns.map((column) => roomingHeadings[column][locale]);
  const subtitle = `${tour} · ${formatDate(departure.startDate, locale)} – ${formatDate(departure.returnDate, locale)}`;
  if (input.format === "pdf") {
    const widths = [0.6, 1.2, 3, 1, 1, 1.6];
    const body = await renderPdf({
      title: roomingTitle[locale],
      subtitle,
      lang: locale,
      sections: rooming.hotels.map((hotel) => ({
        heading: hotel.city ? `${hotel.name} (${hotel.city})` : hotel.name,
        note: interpolate(countLine[locale], {
          rooms: hotel.rooms.length,
          people: hotel.rooms.reduce((sum, room) => sum + room.occupants.length, 0),
        }),
        columns: headings.map((label, i) => ({ label, width: widths[i]! })),
        rows: roomingRows(hotel, locale),
      })),
    });
    return { fileName, contentType: "application/pdf", body };
  }
  const sheets: Sheet[] = rooming.hotels.map((hotel) => ({
    name: hotel.name,
    title: `${roomingTitle[locale]} · ${hotel.name} · ${subtitle}`,
    headings,
    rows: roomingRows(hotel, locale),
  }));
  return {
    fileName,
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    body: await workbookOf(sheets, todayInIstanbul(ctx.now)),
  };
}
