/**
 * The staff's pages about one reservation, as the site's route table spells them
 * (`admin/reservations/:code`, the log as `log-{code}` in the same segment). One home, so the
 * agency's "new booking" mail, the notes, the birthdays and the list link the same page.
 * Locale-free: callers add the prefix with `localizePath`.
 */
export function adminReservationPath(code: string): string {
  return `/admin/reservations/${encodeURIComponent(code)}`;
}

/** The reservation's order log for staff. */
export function adminReservationLogPath(code: string): string {
  return `/admin/reservations/log-${encodeURIComponent(code)}`;
}
