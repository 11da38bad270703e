import {
  addDays,
  addMonths,
  departurePricingFromRows,
  draftFromRequest,
  formatReservationCode,
  priceDraft,
  pricedCurrencies,
  seatsNeeded,
  todayInIstanbul,
  type CalendarDate,
  type Gender,
  type PassengerType,
  type ReservationRoomRequest,
  type RoomType,
} from "@rihla/domain";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import type { FieldCipher } from "../db/field-cipher.ts";
import { departurePrices, departures, passengerVisas, reservations, users } from "../db/schema.ts";
import { priceOfRow } from "../modules/tours/index.ts";
import { insertRooms, priceSnapshot } from "../modules/reservations/index.ts";

/**
 * The demo's travelling group (issue 25): one upcoming Umrah departure with families and single
 * travellers of both genders, so the rooming list, the readiness view and the day's lists show
 * something real. Demo mode only (like the demo accounts): each reservation has a customer of its
 * own without a password, the passengers' numbers are encrypted with the running data key.
 *
 * Dates are relative to the departure: a child is `ageYears` old on the start date, a passport
 * expires `passportDays` days after it (under about 180 days is too early for the 6-month rule).
 */
export interface DemoTraveller {
  name: string;
  surname: string;
  gender: Gender;
  passengerType: PassengerType;
  /** Adults: a fixed birth date; children and babies: their age on the start date. */
  birthDate?: CalendarDate;
  ageYears?: number;
  /** Days after the start the passport expires. */
  passportDays: number;
  citizenship: string;
  tckn: string | null;
  visa: "ISSUED" | "APPLIED" | "NOT_APPLIED";
}

export interface DemoBooking {
  email: string;
  status: "CONFIRMED" | "WAITING";
  rooms: { roomType: RoomType; adults: number; children?: number; babies?: number; people: DemoTraveller[] }[];
}

const tr = (
  name: string,
  surname: string,
  gender: Gender,
  more: Partial<DemoTraveller> & { passportDays?: number } = {},
): DemoTraveller => ({
  name,
  surname,
  gender,
  passengerType: "turAdult",
  birthDate: "1975-04-12",
  passportDays: 1500,
  citizenship: "TUR",
  tckn: "10000000146",
  visa: "ISSUED",
  ...more,
});

export const demoBookings: readonly DemoBooking[] = [
  // A family of four in its own quad room.
  {
    email: "yildiz.ailesi@yolcu.rihla.example",
    status: "CONFIRMED",
    rooms: [
      {
        roomType: "QUAD",
        adults: 2,
        children: 2,
        people: [
          tr("Ahmet", "Yıldız", "male", { birthDate: "1979-02-03" }),
          tr("Ayşe", "Yıldız", "female", { birthDate: "1982-09-21" }),
          tr("Elif", "Yıldız", "female", { passengerType: "turChild", ageYears: 8 }),
          tr("Ömer", "Yıldız", "male", { passengerType: "turChild", ageYears: 5 }),
        ],
      },
    ],
  },
  // A couple in a double.
  {
    email: "celik@yolcu.rihla.example",
    status: "CONFIRMED",
    rooms: [
      {
        roomType: "DOUBLE",
        adults: 2,
        people: [
          tr("Mustafa", "Çelik", "male", { birthDate: "1961-06-30" }),
          tr("Hatice", "Çelik", "female", { birthDate: "1964-01-15" }),
        ],
      },
    ],
  },
  // Women travelling alone who booked a bed in a double or a triple.
  {
    email: "sule.agaoglu@yolcu.rihla.example",
    status: "CONFIRMED",
    rooms: [{ roomType: "DOUBLE", adults: 1, people: [tr("Şule", "Ağaoğlu", "female", { birthDate: "1990-11-02" })] }],
  },
  {
    email: "gulsen.ozturk@yolcu.rihla.example",
    status: "CONFIRMED",
    rooms: [
      {
        roomType: "DOUBLE",
        adults: 1,
        people: [tr("Gülşen", "Öztürk", "female", { birthDate: "1958-03-08", passportDays: 90 })],
      },
    ],
  },
  {
    email: "isik.kardesler@yolcu.rihla.example",
    status: "CONFIRMED",
    rooms: [
      {
        roomType: "TRIPLE",
        adults: 2,
        people: [
          tr("Zeynep", "Işık", "female", { birthDate: "1970-07-19" }),
          tr("Fatma", "Işık", "female", { birthDate: "1968-12-01", visa: "APPLIED" }),
        ],
      },
    ],
  },
  {
    email: "emine.dogan@yolcu.rihla.example",
    status: "WAITING",
    rooms: [{ roomType: "TRIPLE", adults: 1, people: [tr("Emine", "Doğan", "female", { birthDate: "1955-05-25" })] }],
  },
  // Men travelling alone.
  {
    email: "ismail.gunes@yolcu.rihla.example",
    status: "CONFIRMED",
    rooms: [
      {
        roomType: "DOUBLE",
        adults: 1,
        people: [tr("İsmail", "Güneş", "male", { birthDate: "1987-10-10", passportDays: 150 })],
      },
    ],
  },
  {
    email: "huseyin.koc@yolcu.rihla.example",
    status: "CONFIRMED",
    rooms: [
      {
        roomType: "DOUBLE",
        adults: 1,
        people: [tr("Hüseyin", "Koç", "male", { birthDate: "1972-08-14", tckn: null })],
      },
    ],
  },
  {
    email: "ali.sahin@yolcu.rihla.example",
    status: "WAITING",
    rooms: [
      {
        roomType: "TRIPLE",
        adults: 1,
        people: [tr("Ali", "Şahin", "male", { birthDate: "1993-01-27", visa: "NOT_APPLIED" })],
      },
    ],
  },
  // A mother with her baby: a room of their own (a man's bed next to them would mix genders).
  {
    email: "merve.aydin@yolcu.rihla.example",
    status: "CONFIRMED",
    rooms: [
      {
        roomType: "DOUBLE",
        adults: 1,
        babies: 1,
        people: [
          tr("Merve", "Aydın", "female", { birthDate: "1994-04-04" }),
          tr("Yusuf", "Aydın", "male", { passengerType: "turBaby", ageYears: 1 }),
        ],
      },
    ],
  },
  // A family in two rooms: the parents in a double, the grown sons in another.
  {
    email: "arslan.ailesi@yolcu.rihla.example",
    status: "CONFIRMED",
    rooms: [
      {
        roomType: "DOUBLE",
        adults: 2,
        people: [
          tr("Kemal", "Arslan", "male", { birthDate: "1966-02-22" }),
          tr("Sevgi", "Arslan", "female", { birthDate: "1969-09-09" }),
        ],
      },
      {
        roomType: "DOUBLE",
        adults: 2,
        people: [
          tr("Burak", "Arslan", "male", { birthDate: "1998-05-05" }),
          tr("Can", "Arslan", "male", { birthDate: "2001-03-03", citizenship: "DEU", tckn: null }),
        ],
      },
    ],
  },
  // Booked by phone, details to follow: one head without a name.
  {
    email: "tekin@yolcu.rihla.example",
    status: "WAITING",
    rooms: [{ roomType: "TRIPLE", adults: 1, people: [] }],
  },
];

/** The departure the demo group travels on: the first Umrah departure on sale 4–30 days ahead with room for it. */
async function groupDeparture(tx: Db, today: CalendarDate, seats: number) {
  const result = (await tx.execute(sql`
    select d.id, d.start_date::text as "startDate"
      from departures d join tours t on t.id = d.tour_id
     where t.category = 'umrah' and d.sale_state = 'ON_SALE'
       and d.start_date between ${addDays(today, 4)} and ${addDays(today, 30)}
       and d.capacity - d.seats_taken >= ${seats}
       and (select count(*) from tour_hotels th where th.tour_id = t.id) >= 2
     order by d.start_date, d.id
     limit 1`)) as unknown as { rows: { id: number; startDate: CalendarDate }[] };
  return result.rows[0] ?? null;
}

function birthDateOf(person: DemoTraveller, start: CalendarDate): CalendarDate {
  if (person.birthDate && person.passengerType === "turAdult") return person.birthDate;
  // A child of N on the start date was born N years and two months before it.
  return addMonths(start, -(12 * (person.ageYears ?? 5) + 2));
}

/**
 * Books the demo group once (skipped when its first customer exists), in one transaction, taking
 * the seats like any booking. Answers the departure and the codes, or null when skipped or when
 * no departure fits.
 */
export async function seedDemoTravellers({
  db,
  cipher,
  now,
}: {
  db: Db;
  cipher: FieldCipher;
  now: Date;
}): Promise<{ departureId: number; startDate: CalendarDate; codes: string[] } | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7678)`);
    const [seeded] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoBookings[0]!.email))
      .limit(1);
    if (seeded) return null;
    const today = todayInIstanbul(now);
    const requests = (start: CalendarDate): ReservationRoomRequest[][] =>
      demoBookings.map((booking) =>
        booking.rooms.map((room) => ({
          roomType: room.roomType,
          adults: room.adults,
          children: room.children ?? 0,
          babies: room.babies ?? 0,
          passengers: room.people.map((person) => ({
            passengerType: person.passengerType,
            name: person.name,
            surname: person.surname,
            gender: person.gender,
            birthDate: birthDateOf(person, start),
            tckn: person.tckn ?? "",
            passportNumber: `U${String(Math.abs(hash(person.name + person.surname)) % 10_000_000).padStart(7, "0")}`,
            passportExpiry: addDays(start, person.passportDays),
            citizenship: person.citizenship,
          })),
        })),
      );
    const total = demoBookings.reduce(
      (sum, b) => sum + b.rooms.reduce((n, r) => n + r.adults + (r.children ?? 0) + (r.babies ?? 0), 0),
      0,
    );
    const departure = await groupDeparture(tx, today, total);
    if (!departure) return null;
    const priceRows = (
      await tx.select().from(departurePrices).where(eq(departurePrices.departureId, departure.id))
    ).map(priceOfRow);
    const currency = priceRows.some((row) => row.currency === "TRY") ? "TRY" : pricedCurrencies(priceRows)[0]!;
    const pricing = departurePricingFromRows(priceRows, currency)!;
    const codes: string[] = [];
    for (const [i, booking] of demoBookings.entries()) {
      const rooms = requests(departure.startDate)[i]!;
      const draft = draftFromRequest({ rooms }, departure.startDate);
      const price = priceDraft(pricing, draft);
      if (!price.ok) throw new Error(`The demo group's booking ${booking.email} cannot be priced: ${price.code}`);
      const seats = seatsNeeded(draft.rooms);
      const [customer] = await tx
        .insert(users)
        .values({
          email: booking.email,
          passwordHash: null,
          firstName: booking.rooms[0]!.people[0]?.name ?? "Misafir",
          surname: booking.rooms[0]!.people[0]?.surname ?? "Tekin",
          role: "Customer",
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id });
      await tx
        .update(departures)
        .set({ seatsTaken: sql`${departures.seatsTaken} + ${seats}` })
        .where(eq(departures.id, departure.id));
      const next = (await tx.execute(sql`select nextval('reservation_code_seq')::text as n`)) as unknown as {
        rows: { n: string }[];
      };
      const code = formatReservationCode(Number(today.slice(0, 4)), Number(next.rows[0]!.n));
      const [reservation] = await tx
        .insert(reservations)
        .values({
          code,
          kind: "TOUR",
          departureId: departure.id,
          customerId: customer!.id,
          status: booking.status,
          currency,
          totalMinor: price.total.amount,
          priceSnapshot: priceSnapshot(pricing, price),
          seats,
          contact: null,
          locale: "tr",
          // Waiting bookings hold their seats until two days before the start.
          holdUntil: booking.status === "WAITING" ? new Date(`${addDays(departure.startDate, -2)}T09:00:00Z`) : null,
          // No "your hold ends soon" mail to made-up addresses.
          holdRemindedAt: booking.status === "WAITING" ? now : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: reservations.id });
      await insertRooms(tx, cipher, reservation!.id, rooms);
      const people = booking.rooms.flatMap((room) => room.people);
      const visas = people
        .map((person, position) => ({ person, position }))
        .filter(({ person }) => person.visa !== "NOT_APPLIED");
      if (visas.length > 0) {
        await tx.insert(passengerVisas).values(
          visas.map(({ person, position }) => ({
            reservationId: reservation!.id,
            position,
            state: person.visa,
            updatedAt: now,
          })),
        );
      }
      codes.push(code);
    }
    return { departureId: departure.id, startDate: departure.startDate, codes };
  });
}

/** A small stable hash for made-up passport numbers. */
function hash(text: string): number {
  let h = 0;
  for (const char of text) h = (Math.imul(h, 31) + char.codePointAt(0)!) | 0;
  return h;
}
