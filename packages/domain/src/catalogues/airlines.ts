import type { Locale } from "../paths/locale.ts";

/**
 * Airlines by their IATA designator (the letters that start a flight number, `TK 94`), with
 * their names in each language: a flight stores the name it was entered with ("Türk Hava
 * Yolları"), which read as Turkish on English pages (issue 22, problem 4).
 */
export const airlineNames = {
  TK: { tr: "Türk Hava Yolları", en: "Turkish Airlines" },
  SV: { tr: "Saudia", en: "Saudia" },
  PC: { tr: "Pegasus", en: "Pegasus" },
  XY: { tr: "flynas", en: "flynas" },
  QR: { tr: "Qatar Airways", en: "Qatar Airways" },
  AJ: { tr: "AJet", en: "AJet" },
} as const satisfies Record<string, Record<Locale, string>>;

/**
 * A flight's airline in `locale`: the catalogue's name for its flight number's designator, else
 * the name as stored (an airline the catalogue does not know keeps its own words).
 */
export function airlineName(flight: { airline: string; flightNumber: string }, locale: Locale): string {
  const designator = /^\s*([A-Z0-9]{2})\s*\d/.exec(flight.flightNumber.toUpperCase())?.[1];
  const names =
    designator !== undefined ? (airlineNames as Record<string, Record<Locale, string>>)[designator] : undefined;
  return names?.[locale] ?? flight.airline;
}
