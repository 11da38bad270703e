import { ageOn, type CalendarDate } from "../dates/calendarDate.ts";

/** Spec §3: passenger types. */
export const passengerTypes = ["turAdult", "turChild", "turBaby"] as const;
export type PassengerType = (typeof passengerTypes)[number];

/**
 * Age bands in full years on the tour start date (ADR 0100): baby 0–1, child 2–11, adult 12+.
 * `maxAge` null means open-ended.
 */
export const passengerAgeBands = {
  turBaby: { minAge: 0, maxAge: 1 },
  turChild: { minAge: 2, maxAge: 11 },
  turAdult: { minAge: 12, maxAge: null },
} as const satisfies Record<PassengerType, { minAge: number; maxAge: number | null }>;

export function isPassengerType(value: unknown): value is PassengerType {
  return typeof value === "string" && (passengerTypes as readonly string[]).includes(value);
}

export function passengerTypeForAge(age: number): PassengerType {
  if (age <= passengerAgeBands.turBaby.maxAge) return "turBaby";
  if (age <= passengerAgeBands.turChild.maxAge) return "turChild";
  return "turAdult";
}

/** The passenger type of someone born on `birthDate` travelling on `tourStart`. */
export function passengerTypeOn(birthDate: CalendarDate, tourStart: CalendarDate): PassengerType {
  return passengerTypeForAge(ageOn(birthDate, tourStart));
}

export const genders = ["female", "male"] as const;
export type Gender = (typeof genders)[number];
