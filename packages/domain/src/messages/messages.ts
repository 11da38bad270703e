import type { Locale } from "../paths/locale.ts";
import { interpolate, type MessageParams } from "../text/interpolate.ts";
import { hotelClasses, type HotelClass } from "../catalogues/hotels.ts";
import { passengerTypes, type PassengerType } from "../catalogues/passengers.ts";
import { reservationStatuses, type ReservationStatus } from "../catalogues/reservationStatuses.ts";
import { roomTypes, roomViews, type RoomType, type RoomView } from "../catalogues/rooms.ts";
import { saleStates, tourCategories, type SaleState, type TourCategory } from "../catalogues/tours.ts";

export interface LocalizedText {
  tr: string;
  en: string;
}

/**
 * Every error the domain, the API and the site can report. Codes are stable identifiers; the
 * texts below are the only place the words live (site, API responses and e-mails read them).
 */
export const errorCodes = [
  "GENERIC_ERROR",
  "LOGIN_FAILED",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "PAGE_NOT_FOUND",
  "REQUIRED",
  "ALL_FIELDS_REQUIRED",
  "INVALID_VALUE",
  "TOO_LONG",
  "EMAIL_INVALID",
  "PHONE_INVALID",
  "DATE_INVALID",
  "TCKN_INVALID",
  "TCKN_REQUIRED",
  "TERMS_NOT_ACCEPTED",
  "PASSWORD_TOO_SHORT",
  "PASSWORD_TOO_LONG",
  "PASSWORD_NEEDS_DIGIT",
  "PASSWORD_NEEDS_LOWERCASE",
  "PASSWORD_NEEDS_UPPERCASE",
  "PASSWORD_NEEDS_SPECIAL",
  "PASSWORDS_MUST_MATCH",
  "PASSWORD_SAME_AS_CURRENT",
  "RECOVERY_EMAIL_FAILED",
  "PASSPORT_TOUR_DATE_REQUIRED",
  "PASSPORT_EXPIRY_REQUIRED",
  "PASSPORT_NOT_VALID_FOR_TOUR",
  "PASSPORT_NUMBER_INVALID",
  "ROOMS_REQUIRED",
  "ROOM_NEEDS_ADULT",
  "ROOM_OVER_CAPACITY",
  "ROOM_TOO_MANY_BABIES",
  "ROOM_COUNT_INVALID",
  "PASSENGER_COUNT_MISMATCH",
  "PASSENGER_TYPE_AGE_MISMATCH",
  "BIRTH_DATE_IN_FUTURE",
  "ROOM_TYPE_NOT_OFFERED",
  "DEPARTURE_NOT_BOOKABLE",
  "RESERVATION_TRANSITION_NOT_ALLOWED",
  "CANCEL_REASON_REQUIRED",
  "RESERVATION_NOT_EDITABLE",
  "SOLD_OUT",
  "DEPARTURE_CLOSED",
  "ROOMS_TOO_MANY",
  "SEAT_HOLD_LIMIT",
  "HOLD_EXPIRED",
  "CUSTOMER_ACCOUNT_REQUIRED",
  "OFFER_VALIDITY_PAST",
  "OFFER_VALIDITY_AFTER_DEPARTURE",
  "OFFER_EXPIRED",
  "OFFER_CUSTOMER_REQUIRED",
  "SERVICE_DATE_PAST",
  "SERVICE_CHECKOUT_NOT_AFTER_CHECKIN",
  "SERVICE_STAY_TOO_LONG",
  "IDEMPOTENCY_KEY_REQUIRED",
  "IDEMPOTENCY_KEY_REUSED",
  "IDEMPOTENCY_KEY_IN_USE",
  "CURRENCY_NOT_OFFERED",
  "CURRENCY_MISMATCH",
  "EMAIL_NOT_CONFIRMED",
  "ACCOUNT_DISABLED",
  "WRONG_CREDENTIALS",
  "TOO_MANY_ATTEMPTS",
  "TOKEN_INVALID",
  "PASSWORD_WRONG",
  "REFERRAL_ALREADY_SET",
  "PHOTO_INVALID",
  "PHOTO_TOO_LARGE",
  "BOT_CHECK_FAILED",
  "MAIL_NOT_SENT",
  "VALIDATION_FAILED",
  "RATE_LIMITED",
  "SOCIAL_LOGIN_UNAVAILABLE",
  "BODY_TOO_LARGE",
  "INVALID_CHARACTERS",
  "AMOUNT_INVALID",
  "DEPOSIT_ONE_OF",
  "INSTALMENTS_COUNT",
  "DATES_NOT_INCREASING",
  "AFTER_DEPARTURE",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** Non-error texts: success notices, page titles, menu entries and catalogue labels. */
export const noticeCodes = [
  "RECOVERY_EMAIL_SENT",
  "PAGE_NOT_FOUND_TITLE",
  "CLOSE",
  "ERROR_TITLE",
  "SIGNUP_CHECK_EMAIL",
  "ACCOUNT_CONFIRMED",
  "CONFIRMATION_RESENT",
  "PASSWORD_CHANGED",
  "PROFILE_SAVED",
  "SIGNED_OUT",
  "LOGOUT_CONFIRM_TITLE",
  "LOGOUT_CONFIRM_TEXT",
  "LOGOUT_CONFIRM_BUTTON",
] as const;
export type NoticeCode = (typeof noticeCodes)[number];

export const menuLabelCodes = [
  "menu.myReservations",
  "menu.dashboard",
  "menu.customerNotes",
  "menu.offers",
  "menu.reservations",
  "menu.operations",
  "menu.accounting",
  "menu.settings",
  "menu.logout",
] as const;
export type MenuLabelCode = (typeof menuLabelCodes)[number];

const prefixed = <P extends string, V extends string>(prefix: P, values: readonly V[]) =>
  values.map((value) => `${prefix}.${value}` as `${P}.${V}`);

export type CatalogueLabelCode =
  | `reservationStatus.${ReservationStatus}`
  | `roomType.${RoomType}`
  | `roomView.${RoomView}`
  | `hotelClass.${HotelClass}`
  | `tourCategory.${TourCategory}`
  | `saleState.${SaleState}`
  | `passengerType.${PassengerType}`;

export const catalogueLabelCodes: readonly CatalogueLabelCode[] = [
  ...prefixed("reservationStatus", reservationStatuses),
  ...prefixed("roomType", roomTypes),
  ...prefixed("roomView", roomViews),
  ...prefixed("hotelClass", hotelClasses),
  ...prefixed("tourCategory", tourCategories),
  ...prefixed("saleState", saleStates),
  ...prefixed("passengerType", passengerTypes),
];

export type LabelCode = MenuLabelCode | CatalogueLabelCode;
export type MessageCode = ErrorCode | NoticeCode | LabelCode;

/** Every code, for tests and for tools that export the texts. */
export const messageCodes: readonly MessageCode[] = [
  ...errorCodes,
  ...noticeCodes,
  ...menuLabelCodes,
  ...catalogueLabelCodes,
];

/**
 * The texts. `{name}` placeholders are filled by `formatMessage`. Where the spec gives a text
 * (quoted in a comment) it is used verbatim in its language.
 */
export const messages: Record<MessageCode, LocalizedText> = {
  // spec §2, §8: 'Bir hata oluştu'
  GENERIC_ERROR: { tr: "Bir hata oluştu", en: "An error occurred" },
  // spec §8: login without a token in the answer
  LOGIN_FAILED: {
    tr: "Bir hata oluştu. Bilgileri kontrol edip tekrar deneyin.",
    en: "An error occurred. Please check your details and try again.",
  },
  UNAUTHORIZED: { tr: "Bu işlem için giriş yapmalısınız.", en: "You need to sign in to do this." },
  FORBIDDEN: { tr: "Bu işlem için yetkiniz yok.", en: "You are not allowed to do this." },
  NOT_FOUND: { tr: "Kayıt bulunamadı.", en: "Not found." },
  // spec §5, §8: 'Page Not Found: {path}'
  PAGE_NOT_FOUND: { tr: "Sayfa Bulunamadı: {path}", en: "Page Not Found: {path}" },
  REQUIRED: { tr: "Bu alan zorunludur.", en: "This field is required." },
  // spec §5: 'You have to fill all fields'
  ALL_FIELDS_REQUIRED: { tr: "Tüm alanları doldurmanız gerekiyor.", en: "You have to fill all fields" },
  INVALID_VALUE: { tr: "Geçersiz değer.", en: "Invalid value." },
  AMOUNT_INVALID: {
    tr: "Tutarı noktalı ondalıkla yazın (ör. 1500.50).",
    en: "Write the amount as a decimal with a dot (e.g. 1500.50).",
  },
  DEPOSIT_ONE_OF: {
    tr: "Kaporayı ya yüzde ya da tutar olarak girin (ikisinden biri).",
    en: "Give the deposit either as a percent or as an amount (one of them).",
  },
  INSTALMENTS_COUNT: { tr: "Taksit sayısı 2 ile 12 arasında olmalı.", en: "Choose 2 to 12 instalments." },
  DATES_NOT_INCREASING: {
    tr: "Taksit tarihleri sırayla ilerlemeli (her biri bir öncekinden sonra).",
    en: "Each instalment's date must come after the one before.",
  },
  AFTER_DEPARTURE: {
    tr: "Son taksit hareket tarihinden sonra olamaz.",
    en: "No instalment may fall after departure.",
  },
  TOO_LONG: { tr: "Bu alan çok uzun.", en: "This field is too long." },
  EMAIL_INVALID: { tr: "Geçerli bir e-posta adresi girin.", en: "Enter a valid e-mail address." },
  PHONE_INVALID: { tr: "Geçerli bir telefon numarası girin.", en: "Enter a valid phone number." },
  DATE_INVALID: { tr: "Geçerli bir tarih girin.", en: "Enter a valid date." },
  TCKN_INVALID: { tr: "T.C. kimlik numarası geçersiz.", en: "The Turkish ID number is not valid." },
  TCKN_REQUIRED: {
    tr: "Türk vatandaşları için T.C. kimlik numarası zorunludur.",
    en: "A Turkish ID number is required for Turkish citizens.",
  },
  TERMS_NOT_ACCEPTED: { tr: "Devam etmek için koşulları kabul edin.", en: "Accept the terms to continue." },
  PASSWORD_TOO_SHORT: { tr: "Şifre en az 8 karakter olmalıdır.", en: "The password needs at least 8 characters." },
  PASSWORD_TOO_LONG: {
    tr: "Şifre en fazla 128 karakter olabilir.",
    en: "The password can have at most 128 characters.",
  },
  PASSWORD_NEEDS_DIGIT: { tr: "Şifre en az 1 rakam içermelidir.", en: "The password needs at least 1 number." },
  PASSWORD_NEEDS_LOWERCASE: {
    tr: "Şifre en az 1 küçük harf içermelidir.",
    en: "The password needs at least 1 lowercase letter.",
  },
  PASSWORD_NEEDS_UPPERCASE: {
    tr: "Şifre en az 1 büyük harf içermelidir.",
    en: "The password needs at least 1 uppercase letter.",
  },
  PASSWORD_NEEDS_SPECIAL: {
    tr: "Şifre en az 1 özel karakter içermelidir.",
    en: "The password needs at least 1 special character.",
  },
  // spec §5: 'Passwords must be same'
  PASSWORDS_MUST_MATCH: { tr: "Şifreler aynı olmalıdır.", en: "Passwords must be same" },
  PASSWORD_SAME_AS_CURRENT: {
    tr: "Yeni şifre mevcut şifreden farklı olmalıdır.",
    en: "The new password must differ from the current one.",
  },
  // spec §8: 'There is a problem. Recovery email could not be sent.'
  RECOVERY_EMAIL_FAILED: {
    tr: "Bir sorun oluştu. Kurtarma e-postası gönderilemedi.",
    en: "There is a problem. Recovery email could not be sent.",
  },
  PASSPORT_TOUR_DATE_REQUIRED: { tr: "Tur tarihini girin.", en: "Enter the tour date." },
  PASSPORT_EXPIRY_REQUIRED: {
    tr: "Pasaportun geçerlilik tarihini girin.",
    en: "Enter the passport's expiry date.",
  },
  // spec §8: 'Pasaportunuzun geçerlilik tarihi bu tur için uygun değil.'
  PASSPORT_NOT_VALID_FOR_TOUR: {
    tr: "Pasaportunuzun geçerlilik tarihi bu tur için uygun değil.",
    en: "Your passport's expiry date is not suitable for this tour.",
  },
  PASSPORT_NUMBER_INVALID: { tr: "Pasaport numarası geçersiz.", en: "The passport number is not valid." },
  ROOMS_REQUIRED: { tr: "En az bir oda seçin.", en: "Choose at least one room." },
  ROOM_NEEDS_ADULT: { tr: "Her odada en az bir yetişkin olmalıdır.", en: "Every room needs at least one adult." },
  ROOM_OVER_CAPACITY: {
    tr: "Bu oda tipine bu kadar kişi sığmaz.",
    en: "Too many people for this room type.",
  },
  ROOM_TOO_MANY_BABIES: {
    tr: "Bir odada en fazla 1 bebek kalabilir.",
    en: "A room takes at most 1 baby.",
  },
  ROOM_COUNT_INVALID: { tr: "Kişi sayısı geçersiz.", en: "The number of people is not valid." },
  PASSENGER_COUNT_MISMATCH: {
    tr: "Yolcu bilgileri odadaki kişi sayısıyla uyuşmuyor.",
    en: "The passengers do not match the number of people in the room.",
  },
  PASSENGER_TYPE_AGE_MISMATCH: {
    tr: "Doğum tarihi yolcu tipiyle uyuşmuyor.",
    en: "The birth date does not match the passenger type.",
  },
  BIRTH_DATE_IN_FUTURE: { tr: "Doğum tarihi ileri bir tarih olamaz.", en: "The birth date cannot be in the future." },
  ROOM_TYPE_NOT_OFFERED: {
    tr: "Bu oda tipi bu tarih için satılmıyor.",
    en: "This room type is not offered for this date.",
  },
  DEPARTURE_NOT_BOOKABLE: { tr: "Bu tarih satışa kapalı.", en: "This date is not open for booking." },
  RESERVATION_TRANSITION_NOT_ALLOWED: {
    tr: "Rezervasyon bu duruma getirilemez.",
    en: "The reservation cannot be moved to this status.",
  },
  RESERVATION_NOT_EDITABLE: {
    tr: "Onaylanmış ya da iptal edilmiş rezervasyon değiştirilemez; lütfen bizimle iletişime geçin.",
    en: "A confirmed or cancelled reservation cannot be changed; please contact us.",
  },
  CANCEL_REASON_REQUIRED: { tr: "İptal nedenini yazın.", en: "Please give a reason for the cancellation." },
  SOLD_OUT: {
    tr: "Bu tarihte yeterli boş yer kalmadı.",
    en: "There are not enough seats left on this date.",
  },
  DEPARTURE_CLOSED: {
    tr: "Bu tarih rezervasyona kapalı.",
    en: "This date is closed for reservations.",
  },
  ROOMS_TOO_MANY: {
    tr: "Bir rezervasyonda en fazla 9 oda olabilir.",
    en: "A reservation can have at most 9 rooms.",
  },
  SEAT_HOLD_LIMIT: {
    tr: "Bu tarihte ön rezervasyonla tutabileceğiniz yer sınırına ulaştınız; daha fazlası için bizimle iletişime geçin.",
    en: "You already hold as many seats on this date as a pre-reservation allows; please contact us for more.",
  },
  HOLD_EXPIRED: {
    tr: "Ön rezervasyonun opsiyon süresi doldu; yerler yeniden satışa açıldı.",
    en: "The pre-reservation's option date passed; its seats went back on sale.",
  },
  CUSTOMER_ACCOUNT_REQUIRED: {
    tr: "Bu e-posta bir müşteri hesabına ait değil.",
    en: "This e-mail address does not belong to a customer account.",
  },
  SERVICE_DATE_PAST: {
    tr: "Giriş tarihi bugünden önce olamaz.",
    en: "The check-in date cannot be before today.",
  },
  SERVICE_CHECKOUT_NOT_AFTER_CHECKIN: {
    tr: "Çıkış tarihi giriş tarihinden sonra olmalıdır.",
    en: "The check-out date must be after the check-in date.",
  },
  SERVICE_STAY_TOO_LONG: {
    tr: "Bir talep en fazla 60 geceyi kapsayabilir.",
    en: "One request can cover at most 60 nights.",
  },
  OFFER_VALIDITY_PAST: {
    tr: "Geçerlilik tarihi bugünden önce olamaz.",
    en: "The offer cannot be valid until a day in the past.",
  },
  OFFER_VALIDITY_AFTER_DEPARTURE: {
    tr: "Geçerlilik tarihi tur başlangıcından önce olmalıdır.",
    en: "The offer must end before the tour starts.",
  },
  OFFER_EXPIRED: {
    tr: "Bu teklifin süresi doldu; rezervasyona çevrilemez.",
    en: "This offer has expired and can no longer be turned into a reservation.",
  },
  OFFER_CUSTOMER_REQUIRED: {
    tr: "Rezervasyon için müşterinin adı, soyadı ve e-posta adresi gerekli.",
    en: "The customer's first name, surname and e-mail address are needed for the reservation.",
  },
  IDEMPOTENCY_KEY_REQUIRED: {
    tr: "İstek anahtarı (Idempotency-Key) eksik ya da geçersiz.",
    en: "The Idempotency-Key header is missing or invalid.",
  },
  IDEMPOTENCY_KEY_REUSED: {
    tr: "Bu istek anahtarı başka bir istek için kullanıldı.",
    en: "This Idempotency-Key was used for a different request.",
  },
  IDEMPOTENCY_KEY_IN_USE: {
    tr: "Aynı istek hâlâ işleniyor; birazdan tekrar deneyin.",
    en: "The same request is still being processed; try again shortly.",
  },
  CURRENCY_NOT_OFFERED: {
    tr: "Bu tarih bu para biriminde satılmıyor.",
    en: "This date is not sold in this currency.",
  },
  CURRENCY_MISMATCH: { tr: "Para birimleri uyuşmuyor.", en: "The currencies do not match." },
  EMAIL_NOT_CONFIRMED: {
    tr: "E-posta adresiniz henüz doğrulanmadı. Size gönderdiğimiz bağlantıya tıklayın ya da yeni bir bağlantı isteyin.",
    en: "Your e-mail address is not confirmed yet. Click the link we sent you or ask for a new one.",
  },
  ACCOUNT_DISABLED: {
    tr: "Hesabınız kullanıma kapatılmış. Lütfen bizimle iletişime geçin.",
    en: "Your account has been disabled. Please contact us.",
  },
  // Issue 22: says what went wrong without telling whether the address has an account.
  WRONG_CREDENTIALS: {
    tr: "E-posta adresi ya da şifre hatalı.",
    en: "Wrong e-mail address or password.",
  },
  TOO_MANY_ATTEMPTS: {
    tr: "Çok fazla deneme yapıldı. Lütfen {minutes} dakika sonra tekrar deneyin.",
    en: "Too many attempts. Please try again in {minutes} minutes.",
  },
  TOKEN_INVALID: {
    tr: "Bu bağlantı geçersiz ya da süresi dolmuş. Lütfen yeni bir bağlantı isteyin.",
    en: "This link is invalid or has expired. Please ask for a new one.",
  },
  PASSWORD_WRONG: { tr: "Mevcut şifreniz hatalı.", en: "Your current password is wrong." },
  REFERRAL_ALREADY_SET: { tr: "Referans zaten kayıtlı.", en: "A referral is already set." },
  PHOTO_INVALID: {
    tr: "Fotoğraf JPEG, PNG ya da WebP biçiminde olmalıdır.",
    en: "The photo must be a JPEG, PNG or WebP image.",
  },
  PHOTO_TOO_LARGE: { tr: "Fotoğraf en fazla 5 MB olabilir.", en: "The photo can be at most 5 MB." },
  BOT_CHECK_FAILED: {
    tr: "Güvenlik doğrulaması başarısız oldu. Lütfen tekrar deneyin.",
    en: "The security check failed. Please try again.",
  },
  VALIDATION_FAILED: {
    tr: "Bir hata oluştu. Bilgileri kontrol edip tekrar deneyin.",
    en: "Some details are missing or wrong. Please check them and try again.",
  },
  RATE_LIMITED: {
    tr: "Çok sık istek gönderildi. Lütfen biraz bekleyip tekrar deneyin.",
    en: "Too many requests. Please wait a moment and try again.",
  },
  SOCIAL_LOGIN_UNAVAILABLE: {
    tr: "Google ile giriş şu anda kullanılamıyor. Lütfen e-posta ve şifrenizle giriş yapın.",
    en: "Signing in with Google is not available right now. Please sign in with your e-mail and password.",
  },
  BODY_TOO_LARGE: {
    tr: "Gönderilen veri çok büyük.",
    en: "The request is too large.",
  },
  INVALID_CHARACTERS: {
    tr: "Bu alanda izin verilmeyen karakterler var.",
    en: "This field contains characters that are not allowed.",
  },
  MAIL_NOT_SENT: {
    tr: "E-posta gönderilemedi. Lütfen biraz sonra tekrar deneyin.",
    en: "The e-mail could not be sent. Please try again shortly.",
  },

  // spec §8: 'Email is sent to your email address.'
  RECOVERY_EMAIL_SENT: {
    tr: "E-posta adresinize bir e-posta gönderildi.",
    en: "Email is sent to your email address.",
  },
  // spec §2: 'Sayfa Bulunamadı'
  PAGE_NOT_FOUND_TITLE: { tr: "Sayfa Bulunamadı", en: "Page Not Found" },
  // spec §4: the notice dialog closes with 'Kapat'
  CLOSE: { tr: "Kapat", en: "Close" },
  // spec §8: toast title 'Hata'
  ERROR_TITLE: { tr: "Hata", en: "Error" },
  SIGNUP_CHECK_EMAIL: {
    tr: "Hesabınızı etkinleştirmek için e-posta adresinize gönderdiğimiz bağlantıya tıklayın.",
    en: "Click the link we sent to your e-mail address to activate your account.",
  },
  ACCOUNT_CONFIRMED: {
    tr: "E-posta adresiniz doğrulandı. Artık giriş yapabilirsiniz.",
    en: "Your e-mail address is confirmed. You can sign in now.",
  },
  CONFIRMATION_RESENT: {
    tr: "Hesabınız doğrulanmamışsa yeni bir bağlantı gönderdik.",
    en: "If your account is not confirmed yet, we sent you a new link.",
  },
  PASSWORD_CHANGED: { tr: "Şifreniz değiştirildi.", en: "Your password has been changed." },
  PROFILE_SAVED: { tr: "Bilgileriniz kaydedildi.", en: "Your details have been saved." },
  SIGNED_OUT: { tr: "Çıkış yaptınız.", en: "You have signed out." },
  // issue 11: a sign-out link followed from another site asks first.
  LOGOUT_CONFIRM_TITLE: { tr: "Çıkış yapılsın mı?", en: "Sign out?" },
  LOGOUT_CONFIRM_TEXT: {
    tr: "Başka bir siteden gelen bir bağlantı oturumunuzu kapatmak istiyor. Çıkış yapmak istiyor musunuz?",
    en: "A link from another site wants to end your session. Do you want to sign out?",
  },
  LOGOUT_CONFIRM_BUTTON: { tr: "Çıkış yap", en: "Sign out" },

  // spec §6 account menu
  "menu.myReservations": { tr: "Rezervasyonlarım", en: "My Reservations" },
  "menu.dashboard": { tr: "Dashboard", en: "Dashboard" },
  "menu.customerNotes": { tr: "Müşteri Notları", en: "Customer Notes" },
  "menu.offers": { tr: "Teklifler", en: "Offers" },
  "menu.reservations": { tr: "Rezervasyonlar", en: "Reservations" },
  "menu.operations": { tr: "Operasyon", en: "Operations" },
  "menu.accounting": { tr: "Muhasebe", en: "Accounting" },
  "menu.settings": { tr: "Ayarlar", en: "Settings" },
  "menu.logout": { tr: "Çıkış Yap", en: "Log Out" },

  // spec §3 catalogues
  "reservationStatus.WAITING": { tr: "Ön Rezervasyon", en: "Pre-reservation" },
  "reservationStatus.CONFIRMED": { tr: "Onaylandı", en: "Confirmed" },
  "reservationStatus.CANCELLED": { tr: "İptal Edildi", en: "Cancelled" },
  "roomType.SINGLE": { tr: "Tek Kişilik", en: "Single" },
  "roomType.DOUBLE": { tr: "İki Kişilik (Çift Yatak)", en: "Double" },
  "roomType.TWIN": { tr: "İki Kişilik (Ayrı Yatak)", en: "Twin" },
  "roomType.TRIPLE": { tr: "Üç Kişilik", en: "Triple" },
  "roomType.QUAD": { tr: "Dört Kişilik", en: "Quad" },
  "roomView.STANDARD": { tr: "Şehir Manzaralı Standart", en: "City View Standard" },
  "roomView.CSTANDARD": { tr: "Club Şehir Manzaralı", en: "Club City View" },
  "roomView.KABAVIEW": { tr: "Harem Manzaralı", en: "Haram View" },
  "roomView.SUIT": { tr: "Süit", en: "Suite" },
  "roomView.CONNECTION": { tr: "Bağlantılı Oda", en: "Connecting Room" },
  "hotelClass.5STARSDELUXE": { tr: "5 Yıldız Deluxe", en: "5 Star Deluxe" },
  "hotelClass.5STARS": { tr: "5 Yıldız", en: "5 Star" },
  "hotelClass.4STARS": { tr: "4 Yıldız", en: "4 Star" },
  "hotelClass.BOUTIQUE": { tr: "Butik Otel", en: "Boutique Hotel" },
  "hotelClass.3STARS": { tr: "3 Yıldız", en: "3 Star" },
  "tourCategory.umrah": { tr: "Umre", en: "Umrah" },
  "tourCategory.hajj": { tr: "Hac", en: "Hajj" },
  "tourCategory.international": { tr: "Yurt Dışı Turları", en: "International Tours" },
  "tourCategory.private": { tr: "Kişiye Özel Umre", en: "Private Umrah" },
  "saleState.ON_SALE": { tr: "Satışta", en: "On Sale" },
  "saleState.SOLD_OUT": { tr: "Tükendi", en: "Sold Out" },
  "saleState.CLOSED": { tr: "Satışa Kapalı", en: "Closed for Sale" },
  "passengerType.turAdult": { tr: "Yetişkin", en: "Adult" },
  "passengerType.turChild": { tr: "Çocuk", en: "Child" },
  "passengerType.turBaby": { tr: "Bebek", en: "Baby" },
};

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === "string" && Object.hasOwn(messages, value);
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && (errorCodes as readonly string[]).includes(value);
}

/** The text of a code in a locale: `formatMessage("PAGE_NOT_FOUND", "en", { path: "/x" })`. */
export function formatMessage(code: MessageCode, locale: Locale, params?: MessageParams): string {
  return interpolate(messages[code][locale], params);
}

/** Placeholder names in a template, e.g. ['path'] for 'Page Not Found: {path}'. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "").sort();
}
