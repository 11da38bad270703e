import type { Locale } from "../paths/locale.ts";
import { interpolate, type MessageParams } from "../text/interpolate.ts";

/**
 * Errors only the back office meets (issue 25). They live apart from the domain's `messages`
 * because that table travels with every public page's scripts (issue 24 found six new codes put
 * three public pages over their budgets); nothing public imports this module. The API answers
 * them in the one error shape (`code`, English `message`, `params`), the admin pages word them.
 */
export const backofficeErrorCodes = [
  "SLUG_TAKEN",
  "CAPACITY_BELOW_SEATS_TAKEN",
  "ROOMING_MIXED_GENDERS",
  "IMAGE_INVALID",
  "IMAGE_TOO_LARGE",
  "NOTHING_TO_REMIND",
  // Only staff move an option date (issue 28).
  "HOLD_UNTIL_PAST",
  "HOLD_UNTIL_AFTER_DEPARTURE",
  // The books (issue 26).
  "AMOUNT_INVALID",
  "RATE_REQUIRED",
  "ALREADY_REVERSED",
  "REVERSAL_NOT_REVERSIBLE",
  "CASH_DESK_INACTIVE",
  "CASH_DESK_NAME_TAKEN",
  // Invoices (issue 26).
  "VKN_INVALID",
  "VAT_RATE_NOT_ALLOWED",
  "LINES_REQUIRED",
  "ALREADY_CANCELLED",
  "CANCELLATION_NOT_CANCELLABLE",
  // Click-to-call (issue 27).
  "TELEPHONY_NOT_CONFIGURED",
  "NO_EXTENSION",
  // WhatsApp (issue 27).
  "WHATSAPP_NOT_CONFIGURED",
  "WHATSAPP_NO_CONSENT",
  "WHATSAPP_WINDOW_CLOSED",
  // The forms inbox (issue 27).
  "NO_EMAIL",
  // API clients for partner sites (issue 27).
  "API_CLIENT_REVOKED",
  // A person's data on request (KVKK art. 11, issue 27).
  "ERASE_BLOCKED_UPCOMING",
  "ERASE_CONFIRM_MISMATCH",
] as const;
export type BackofficeErrorCode = (typeof backofficeErrorCodes)[number];

export function isBackofficeErrorCode(value: unknown): value is BackofficeErrorCode {
  return typeof value === "string" && (backofficeErrorCodes as readonly string[]).includes(value);
}

export const backofficeMessages: Record<BackofficeErrorCode, { tr: string; en: string }> = {
  ERASE_BLOCKED_UPCOMING: {
    tr: "Kişinin henüz dönmemiş, iptal edilmemiş bir rezervasyonu var; yolculuk bitmeden veriler silinemez.",
    en: "The person has a reservation not cancelled whose trip has not come back yet; their data cannot be erased before it ends.",
  },
  ERASE_CONFIRM_MISMATCH: {
    tr: "Onay için müşterinin e-posta adresini aynen yazın.",
    en: "Type the customer's e-mail address exactly to confirm.",
  },
  API_CLIENT_REVOKED: {
    tr: "Bu istemci iptal edilmiş; yeni anahtar verilemez.",
    en: "This client is revoked; it gets no new key.",
  },
  TELEPHONY_NOT_CONFIGURED: {
    tr: "Tıkla-ara kurulmamış: TELEPHONY_ORIGINATE_URL ve TELEPHONY_KEY ayarlanmalı.",
    en: "Click-to-call is not set up: set TELEPHONY_ORIGINATE_URL and TELEPHONY_KEY.",
  },
  NO_EXTENSION: {
    tr: "Hesabınızda dahili numara (U_Dial) yok; Kullanıcılar sayfasından ekleyin.",
    en: "Your account has no extension (U_Dial); add one on the Users page.",
  },
  WHATSAPP_NOT_CONFIGURED: {
    tr: "WhatsApp kurulmamış: WHATSAPP_API_URL, WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET ve WHATSAPP_VERIFY_TOKEN ayarlanmalı.",
    en: "WhatsApp is not set up: set WHATSAPP_API_URL, WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN.",
  },
  WHATSAPP_NO_CONSENT: {
    tr: "Müşterinin WhatsApp izni yok; önce izni kaydedin.",
    en: "The customer has not opted in to WhatsApp; record their consent first.",
  },
  WHATSAPP_WINDOW_CLOSED: {
    tr: "Son 24 saatte müşteriden mesaj gelmedi: serbest metin gönderilemez, bir şablon seçin.",
    en: "The customer has not written in the last 24 hours: free text cannot be sent, pick a template.",
  },
  NO_EMAIL: {
    tr: "Gönderen e-posta adresi bırakmamış; telefonla ya da WhatsApp'tan ulaşın.",
    en: "The sender left no e-mail address; reach them by phone or WhatsApp.",
  },
  SLUG_TAKEN: {
    tr: "Bu adres başka bir tur ya da liste tarafından kullanılıyor.",
    en: "This address is already used by another tour or list.",
  },
  CAPACITY_BELOW_SEATS_TAKEN: {
    tr: "Kapasite satılan koltuk sayısının ({seatsTaken}) altına düşürülemez.",
    en: "The capacity cannot go below the {seatsTaken} seats already taken.",
  },
  ROOMING_MIXED_GENDERS: {
    tr: "Farklı rezervasyonlardan kadın ve erkek aynı odaya yerleştirilemez.",
    en: "Women and men of different reservations cannot share a room.",
  },
  IMAGE_INVALID: {
    tr: "Görsel JPEG, PNG ya da WebP biçiminde olmalıdır.",
    en: "The image must be a JPEG, PNG or WebP file.",
  },
  IMAGE_TOO_LARGE: { tr: "Görsel en fazla {megabytes} MB olabilir.", en: "The image can be at most {megabytes} MB." },
  NOTHING_TO_REMIND: {
    tr: "Bu rezervasyonda eksik belge yok ya da e-posta adresi bulunmuyor.",
    en: "This reservation has no missing documents or no e-mail address.",
  },
  HOLD_UNTIL_PAST: { tr: "Opsiyon tarihi gelecekte olmalıdır.", en: "The option date must be in the future." },
  HOLD_UNTIL_AFTER_DEPARTURE: {
    tr: "Opsiyon tarihi hareket gününden sonra olamaz.",
    en: "The option date cannot be after the departure day begins.",
  },
  AMOUNT_INVALID: {
    tr: "Tutarı sıfırdan büyük ve en fazla iki ondalıkla girin (ör. 1250,50).",
    en: "Enter an amount above zero with at most two decimals (e.g. 1250.50).",
  },
  RATE_REQUIRED: {
    tr: "Para birimi rezervasyonunkinden farklı: kuru girin.",
    en: "The currency differs from the reservation's: enter the rate.",
  },
  ALREADY_REVERSED: { tr: "Bu işlem zaten ters kayıtla iptal edildi.", en: "This entry has already been reversed." },
  REVERSAL_NOT_REVERSIBLE: {
    tr: "Ters kayıt yeniden ters çevrilemez; yeni bir işlem girin.",
    en: "A reversal cannot itself be reversed; record a new entry.",
  },
  CASH_DESK_INACTIVE: { tr: "Bu kasa kullanımda değil.", en: "This cash desk is not in use." },
  CASH_DESK_NAME_TAKEN: {
    tr: "Bu adda bir kasa zaten var (kullanımda olmasa da).",
    en: "A cash desk with this name already exists (even if not in use).",
  },
  VKN_INVALID: { tr: "Vergi kimlik numarası geçersiz.", en: "The tax number is not valid." },
  VAT_RATE_NOT_ALLOWED: {
    tr: "KDV oranı %0, %1, %10 veya %20 olmalı.",
    en: "The VAT rate must be 0%, 1%, 10% or 20%.",
  },
  LINES_REQUIRED: { tr: "En az bir fatura satırı girin.", en: "Enter at least one invoice line." },
  ALREADY_CANCELLED: { tr: "Bu fatura zaten iptal edildi.", en: "This invoice has already been cancelled." },
  CANCELLATION_NOT_CANCELLABLE: {
    tr: "İptal kaydı yeniden iptal edilemez.",
    en: "A cancellation cannot itself be cancelled.",
  },
};

export function formatBackofficeMessage(code: BackofficeErrorCode, locale: Locale, params?: MessageParams): string {
  return interpolate(backofficeMessages[code][locale], params);
}

/**
 * The back office's own side-navigation entries (issue 25), worded here and not in the domain's
 * `messages`: that table ships with every public page, and these are read by staff pages only.
 */
export const backofficeMenuLabels = {
  "menu.tours": { tr: "Turlar", en: "Tours" },
  "menu.reports": { tr: "Raporlar", en: "Reports" },
} as const satisfies Record<string, { tr: string; en: string }>;
export type BackofficeMenuLabel = keyof typeof backofficeMenuLabels;

export function isBackofficeMenuLabel(value: unknown): value is BackofficeMenuLabel {
  return typeof value === "string" && value in backofficeMenuLabels;
}
