import type { Gender, PassengerType } from "../catalogues/passengers.ts";
import { compareDates, isCalendarDate, type CalendarDate } from "../dates/calendarDate.ts";
import type { Locale } from "../paths/locale.ts";
import { foldSearchText } from "../backoffice/reservationList.ts";
import type { ReadinessIssue, VisaState } from "./readiness.ts";

/**
 * The lists an operations team lives on (issue 25): what leaves, returns and is on the road on a
 * day (`/admin/tour/ops-{date}`), the airport manifest (`/admin/tour/airport-{date}`), the
 * rooming list for the hotel and the readiness list, with their columns and headings in both
 * languages, shared by the pages, the PDF and the Excel files (built from the same rows).
 */

/** What a departure does on a day: leaves, comes back, or is under way in between. */
export type OpsRole = "leaving" | "returning" | "onTheRoad";
export const opsRoles = ["leaving", "onTheRoad", "returning"] as const satisfies readonly OpsRole[];

export function opsRoleOn(
  departure: { startDate: CalendarDate; returnDate: CalendarDate },
  date: CalendarDate,
): OpsRole | null {
  if (compareDates(departure.startDate, date) === 0) return "leaving";
  if (compareDates(departure.returnDate, date) === 0) return "returning";
  if (compareDates(departure.startDate, date) < 0 && compareDates(departure.returnDate, date) > 0) return "onTheRoad";
  return null;
}

/** `/admin/tour/ops-2026-11-30`: the day in the address, or null when it is not a date. */
/** The day's lists of spec §2 (`/admin/tour/ops-{date}`, `airport-{date}`, `print-{date}`). */
export const dayListKinds = ["ops", "airport", "print"] as const;
export type DayListKind = (typeof dayListKinds)[number];

export function opsDateOf(segment: string, prefix: `${DayListKind}-`): CalendarDate | null {
  if (!segment.startsWith(prefix)) return null;
  const date = segment.slice(prefix.length);
  return isCalendarDate(date) ? date : null;
}

/** Groups meet at the airport this long before their flight leaves (international flights). */
export const airportMeetingLeadMinutes = 180;

/** The meeting time for a flight leaving at `departureTime` ('HH:MM'); `dayBefore` when it wraps past midnight. */
export function airportMeetingTime(departureTime: string): { time: string; dayBefore: boolean } {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(departureTime);
  if (!match) throw new RangeError("Not a time of day (HH:MM)");
  const minutes = Number(match[1]) * 60 + Number(match[2]) - airportMeetingLeadMinutes;
  const wrapped = ((minutes % 1440) + 1440) % 1440;
  const pad = (n: number) => String(n).padStart(2, "0");
  return { time: `${pad(Math.floor(wrapped / 60))}:${pad(wrapped % 60)}`, dayBefore: minutes < 0 };
}

/** Which flight legs a departure flies on a day: outbound when it leaves, return when it comes back. */
export function flightLegsOn(role: OpsRole | null): readonly ("outbound" | "return")[] {
  return role === "leaving" ? ["outbound"] : role === "returning" ? ["return"] : [];
}

type Headings<C extends string> = Record<C, { tr: string; en: string }>;

export const roomingColumns = ["room", "roomType", "name", "gender", "passengerType", "reservationCode"] as const;
export type RoomingColumn = (typeof roomingColumns)[number];
export const roomingHeadings: Headings<RoomingColumn> = {
  room: { tr: "Oda", en: "Room" },
  roomType: { tr: "Oda Tipi", en: "Room type" },
  name: { tr: "Ad Soyad", en: "Name" },
  gender: { tr: "Cinsiyet", en: "Gender" },
  passengerType: { tr: "Yolcu Tipi", en: "Passenger type" },
  reservationCode: { tr: "Rezervasyon", en: "Reservation" },
};

export const airportColumns = [
  "number",
  "name",
  "gender",
  "passportNumber",
  "nationality",
  "reservationCode",
  "flight",
  "meeting",
] as const;
export type AirportColumn = (typeof airportColumns)[number];
export const airportHeadings: Headings<AirportColumn> = {
  number: { tr: "No", en: "No" },
  name: { tr: "Ad Soyad", en: "Name" },
  gender: { tr: "Cinsiyet", en: "Gender" },
  passportNumber: { tr: "Pasaport No", en: "Passport no" },
  nationality: { tr: "Uyruk", en: "Nationality" },
  reservationCode: { tr: "Rezervasyon", en: "Reservation" },
  flight: { tr: "Uçuş", en: "Flight" },
  meeting: { tr: "Buluşma", en: "Meeting" },
};

export const opsColumns = ["group", "role", "dates", "hotels", "flights", "travellers", "guide"] as const;
export type OpsColumn = (typeof opsColumns)[number];
export const opsHeadings: Headings<OpsColumn> = {
  group: { tr: "Grup", en: "Group" },
  role: { tr: "Durum", en: "Status" },
  dates: { tr: "Tarihler", en: "Dates" },
  hotels: { tr: "Oteller", en: "Hotels" },
  flights: { tr: "Uçuşlar", en: "Flights" },
  travellers: { tr: "Yolcu", en: "Travellers" },
  guide: { tr: "Rehber", en: "Guide" },
};

export const readinessColumns = ["reservationCode", "name", "missing"] as const;
export type ReadinessColumn = (typeof readinessColumns)[number];
export const readinessHeadings: Headings<ReadinessColumn> = {
  reservationCode: { tr: "Rezervasyon", en: "Reservation" },
  name: { tr: "Ad Soyad", en: "Name" },
  missing: { tr: "Eksik", en: "Missing" },
};

export const opsRoleLabels: Headings<OpsRole> = {
  leaving: { tr: "Gidiş", en: "Leaving" },
  returning: { tr: "Dönüş", en: "Returning" },
  onTheRoad: { tr: "Yolda", en: "On the road" },
};

export const genderLabels: Headings<Gender> = {
  female: { tr: "Kadın", en: "Female" },
  male: { tr: "Erkek", en: "Male" },
};

export const passengerTypeShortLabels: Headings<PassengerType> = {
  turAdult: { tr: "Yetişkin", en: "Adult" },
  turChild: { tr: "Çocuk", en: "Child" },
  turBaby: { tr: "Bebek", en: "Baby" },
};

export const readinessIssueLabels: Headings<ReadinessIssue> = {
  DETAILS_MISSING: { tr: "Yolcu bilgileri girilmedi", en: "Passenger details not entered" },
  PASSPORT_MISSING: { tr: "Pasaport bilgisi yok", en: "No passport details" },
  PASSPORT_EXPIRES_TOO_EARLY: {
    tr: "Pasaport, tur başlangıcından sonra 6 ay geçerli değil",
    en: "Passport not valid 6 months after the start",
  },
  TCKN_MISSING: { tr: "T.C. kimlik no yok", en: "No Turkish ID number" },
  BIRTH_DATE_MISMATCH: {
    tr: "Doğum tarihi yolcu tipiyle uyuşmuyor",
    en: "Birth date does not match the passenger type",
  },
  VISA_NOT_READY: { tr: "Vize hazır değil", en: "Visa not ready" },
};

export const visaStateLabels: Headings<VisaState> = {
  NOT_APPLIED: { tr: "Başvurulmadı", en: "Not applied" },
  APPLIED: { tr: "Başvuruldu", en: "Applied" },
  ISSUED: { tr: "Verildi", en: "Issued" },
  REFUSED: { tr: "Reddedildi", en: "Refused" },
  NOT_NEEDED: { tr: "Gerekmiyor", en: "Not needed" },
};

export const opsListKinds = ["rooming", "airport", "ops", "readiness", "print"] as const;
export type OpsListKind = (typeof opsListKinds)[number];
const listFileWords: Headings<OpsListKind> = {
  rooming: { tr: "oda-listesi", en: "rooming" },
  airport: { tr: "havalimani", en: "airport" },
  ops: { tr: "operasyon", en: "operations" },
  readiness: { tr: "belgeler", en: "documents" },
  print: { tr: "gunluk-liste", en: "daily-pack" },
};

/**
 * A list's file name after what it holds: `oda-listesi-2026-11-30-12-gunluk-umre-turu.pdf` — the
 * list, the day, then what narrows it (a tour's title, a hotel), folded to ASCII.
 */
export function opsFileName(
  kind: OpsListKind,
  date: CalendarDate,
  locale: Locale,
  extension: "pdf" | "xlsx",
  ...about: string[]
): string {
  const slug = [listFileWords[kind][locale], date, ...about]
    .map((part) =>
      foldSearchText(part)
        .replace(/[^a-z0-9-]+/g, "-")
        .replace(/^-+|-+$/g, ""),
    )
    .filter(Boolean)
    .join("-")
    .replace(/-{2,}/g, "-")
    .slice(0, 120)
    .replace(/-+$/, "");
  return `${slug}.${extension}`;
}
