/**
 * Spec §5 phone normalisation: strip a leading + and every non-digit, drop a leading 90 or 0,
 * and a 10-digit (Turkish national) result is prefixed with 90.
 * Leading zeros are all dropped so the international prefix 00 (0090…) works like +, and so
 * are zeros right after 90 ('+90 (0)532…').
 * A number that does not come out as 10 national digits is returned as its digits, untouched
 * (foreign numbers keep their country code); this makes the function idempotent.
 */
export function normalizePhone(input: string | null | undefined): string {
  const digits = (input ?? "").replace(/\D/g, "");
  const withoutZeros = digits.replace(/^0+/, "");
  // '+90 (0)532…' is common: zeros after the country code are dropped too.
  const afterCountry = withoutZeros.startsWith("90") ? withoutZeros.slice(2).replace(/^0+/, "") : "";
  const national = afterCountry.length === 10 ? afterCountry : withoutZeros;
  return national.length === 10 ? `90${national}` : digits;
}

/** A normalised number is usable when it has 10–15 digits (E.164 allows at most 15). */
export function isValidPhone(input: string | null | undefined): boolean {
  const normalized = normalizePhone(input);
  return /^[1-9]\d{9,14}$/.test(normalized);
}

/** `tel:` link with the number in international form: tel:+905321234567. */
export function telLink(phone: string): string {
  return `tel:+${normalizePhone(phone)}`;
}

/** Spec §2 footer: the prefilled Turkish WhatsApp message. */
export const defaultWhatsAppMessage = "Merhaba, umre turlarınız hakkında bilgi almak istiyorum.";

/** https://wa.me/{number}?text=… (wa.me wants digits only, with the country code). */
export function whatsAppLink(phone: string, message: string = defaultWhatsAppMessage): string {
  const base = `https://wa.me/${normalizePhone(phone)}`;
  return message === "" ? base : `${base}?text=${encodeURIComponent(message)}`;
}

/** https://wa.me/?text=… : WhatsApp lets the user pick whom to send `message` to (sharing a link). */
export function whatsAppShareLink(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}

/** Spec §2 mobile menu: directions link to a maps service. */
export function mapsDirectionsLink(destination: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** How a visitor asking for information wants to be reached (the information request's choice). */
export const preferredContactMethods = ["phone", "whatsapp", "email"] as const;
export type PreferredContactMethod = (typeof preferredContactMethods)[number];
