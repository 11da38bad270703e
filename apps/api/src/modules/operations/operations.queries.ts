import {
  isVisaState,
  roomingPeopleOf,
  type CalendarDate,
  type Gender,
  type Locale,
  type PassengerType,
  type RoomingBooking,
  type RoomingHandRoom,
  type RoomType,
  type VisaState,
} from "@rihla/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { rowsOf } from "../admin-reservations/admin-reservations.queries.ts";

/**
 * Issue 25's reads: one departure's travellers (booked rooms, passengers, visa states) and its
 * hotels, from which the rooming list, the readiness view and their files are all built, so the
 * page, the PDF and the Excel file show the same rows.
 */

export interface DepartureHead {
  id: number;
  tourId: number;
  title: string | null;
  startDate: CalendarDate;
  returnDate: CalendarDate;
  capacity: number;
  seatsTaken: number;
}

export async function departureHead(db: Db, id: number, locale: Locale): Promise<DepartureHead | null> {
  const [row] = await rowsOf<DepartureHead>(
    db,
    sql`select d.id, d.tour_id as "tourId", tt.title, d.start_date::text as "startDate",
          d.return_date::text as "returnDate", d.capacity, d.seats_taken as "seatsTaken"
        from departures d
        left join tour_translations tt on tt.tour_id = d.tour_id and tt.locale = ${locale}
        where d.id = ${id}`,
  );
  return row ?? null;
}

export interface DepartureHotel {
  hotelId: number;
  name: string;
  city: string | null;
  nights: number;
}

/** The tour's hotels in the order the group stays in them (Makkah, then Madina, or the reverse). */
export async function departureHotels(db: Db, tourId: number, locale: Locale): Promise<DepartureHotel[]> {
  return rowsOf<DepartureHotel>(
    db,
    sql`select th.hotel_id as "hotelId", coalesce(ht.name, h.key) as name, ct.name as city, th.nights
        from tour_hotels th
        join hotels h on h.id = th.hotel_id
        left join hotel_translations ht on ht.hotel_id = h.id and ht.locale = ${locale}
        left join city_translations ct on ct.city_id = h.city_id and ct.locale = ${locale}
        where th.tour_id = ${tourId}
        order by th.position, th.hotel_id`,
  );
}

export interface TravellerRow {
  departureId: number;
  reservationId: string;
  code: string;
  status: string;
  customerId: string;
  locale: Locale;
  roomId: number;
  roomPosition: number;
  roomType: RoomType;
  adults: number;
  children: number;
  babies: number;
}

export interface PassengerRow {
  reservationId: string;
  roomId: number;
  position: number;
  passengerType: PassengerType;
  name: string;
  surname: string;
  gender: Gender;
  birthDate: CalendarDate;
  nationality: string;
  passportExpiry: CalendarDate | null;
  hasTckn: boolean;
  hasPassportNumber: boolean;
}

/** A booked room with its passengers in their order, as every list of the departure reads it. */
export interface BookedRoom extends TravellerRow {
  passengers: PassengerRow[];
}

/** `departure_id in (…)` for one or several departures. */
const departureIn = (ids: readonly number[]) =>
  sql`r.departure_id in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/**
 * The booked rooms of the departures' live reservations (waiting and confirmed), by code and
 * room; several departures in two statements (the dashboard's summary).
 */
export async function bookedRooms(db: Db, departureIds: number | readonly number[]): Promise<BookedRoom[]> {
  const ids = typeof departureIds === "number" ? [departureIds] : departureIds;
  if (ids.length === 0) return [];
  const rooms = await rowsOf<TravellerRow>(
    db,
    sql`select r.departure_id as "departureId", r.id as "reservationId", r.code, r.status, r.customer_id as "customerId", r.locale,
          rr.id as "roomId", rr.position as "roomPosition", rr.room_type as "roomType",
          rr.adults, rr.children, rr.babies
        from reservations r
        join reservation_rooms rr on rr.reservation_id = r.id
        where ${departureIn(ids)} and r.status in ('WAITING', 'CONFIRMED')
        order by r.code, rr.position`,
  );
  if (rooms.length === 0) return [];
  const passengers = await rowsOf<PassengerRow>(
    db,
    sql`select p.reservation_id as "reservationId", p.room_id as "roomId", p.position,
          p.passenger_type as "passengerType", p.name, p.surname, p.gender, p.birth_date::text as "birthDate",
          p.nationality, p.passport_expiry::text as "passportExpiry",
          (p.tckn_encrypted is not null) as "hasTckn", (p.passport_number_encrypted is not null) as "hasPassportNumber"
        from passengers p
        join reservations r on r.id = p.reservation_id
        where ${departureIn(ids)} and r.status in ('WAITING', 'CONFIRMED')
        order by p.reservation_id, p.position`,
  );
  const byRoom = new Map<number, PassengerRow[]>();
  for (const passenger of passengers) {
    const list = byRoom.get(passenger.roomId) ?? [];
    list.push(passenger);
    byRoom.set(passenger.roomId, list);
  }
  return rooms.map((room) => ({ ...room, passengers: byRoom.get(room.roomId) ?? [] }));
}

export const fullName = (passenger: { name: string; surname: string }) => `${passenger.name} ${passenger.surname}`;

/** The booked rooms as the domain's rooming rule reads them (placeholders for missing details). */
export function roomingBookings(rooms: readonly BookedRoom[]): RoomingBooking[] {
  return rooms.map((room) => ({
    reservationCode: room.code,
    roomPosition: room.roomPosition,
    roomType: room.roomType,
    people: roomingPeopleOf({
      reservationCode: room.code,
      roomPosition: room.roomPosition,
      adults: room.adults,
      children: room.children,
      babies: room.babies,
      passengers: room.passengers.map((p) => ({ name: fullName(p), gender: p.gender, passengerType: p.passengerType })),
    }),
  }));
}

/** Staff's hand-made rooms per hotel (rooming_plans); a hotel without a row has none. */
export async function roomingPlans(db: Db, departureId: number): Promise<Map<number, RoomingHandRoom[]>> {
  const rows = await rowsOf<{ hotelId: number; rooms: RoomingHandRoom[] }>(
    db,
    sql`select hotel_id as "hotelId", rooms from rooming_plans where departure_id = ${departureId}`,
  );
  return new Map(rows.map((row) => [row.hotelId, row.rooms]));
}

/** Visa states staff set, by reservation id and passenger position; missing: NOT_APPLIED. */
export async function visaStates(db: Db, departureIds: number | readonly number[]): Promise<Map<string, VisaState>> {
  const ids = typeof departureIds === "number" ? [departureIds] : departureIds;
  if (ids.length === 0) return new Map();
  const rows = await rowsOf<{ reservationId: string; position: number; state: string }>(
    db,
    sql`select v.reservation_id as "reservationId", v.position, v.state
        from passenger_visas v join reservations r on r.id = v.reservation_id
        where ${departureIn(ids)}`,
  );
  const states = new Map<string, VisaState>();
  for (const row of rows) if (isVisaState(row.state)) states.set(`${row.reservationId}/${row.position}`, row.state);
  return states;
}
