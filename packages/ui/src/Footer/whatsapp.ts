/** A wa.me link with a prefilled message (§2 footer). `number` in international digits, e.g. 905321234567. */
export function whatsappHref(number: string, message?: string): string {
  const digits = number.replace(/\D/g, "");
  return message ? `https://wa.me/${digits}?text=${encodeURIComponent(message)}` : `https://wa.me/${digits}`;
}
