// The public API of @rihla/domain: every business rule of the spec, once. Guarded by
// src/exports.test.ts; renaming an export is a breaking change for the site, the API and the kit.
export * from "./paths/locale.ts";
export * from "./dates/calendarDate.ts";
export * from "./catalogues/reservationStatuses.ts";
export * from "./catalogues/rooms.ts";
export * from "./catalogues/hotels.ts";
export * from "./catalogues/tours.ts";
export * from "./catalogues/passengers.ts";
export * from "./catalogues/seasons.ts";
export * from "./catalogues/cities.ts";
export * from "./messages/messages.ts";
export * from "./tours/tourLists.ts";
export * from "./auth/password.ts";
export * from "./auth/forms.ts";
export * from "./contact/phone.ts";
export * from "./identity/tckn.ts";
export * from "./passport/passport.ts";
export * from "./reservations/draft.ts";
export * from "./schemas/schemas.ts";
export * from "./schemas/fieldErrors.ts";
