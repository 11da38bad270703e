/** The staff dashboard's windows (issue 24): how far ahead and back it looks. */
export const dashboardWindows = {
  /** Departures leaving within this many days from today. */
  departuresAheadDays: 14,
  /** How many next departures the seats-sold chart shows. */
  nextDepartures: 8,
  /** New reservations: created in the last this many days. */
  newReservationDays: 7,
  /** The weekly sales chart: this many ISO weeks, the current one last. */
  salesWeeks: 12,
  /** Recent changes from the event logs. */
  recentChanges: 10,
} as const;
