/** The single-use links an account receives by e-mail. */
export const accountTokenPurposes = ["confirm", "reset", "invite"] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];

/**
 * How long each link works: a sign-up confirmation for a day, a password reset for an hour
 * (the help centre's answers say the same). An invitation — the link to choose a first password
 * that a customer booked by an agent gets with their reservation's mails (issue 22) — for a week.
 * The API issues tokens and the e-mails state the lifetime from this one table.
 */
export const accountTokenLifetimeHours = { confirm: 24, reset: 1, invite: 168 } as const satisfies Record<
  AccountTokenPurpose,
  number
>;

export function accountTokenLifetimeMs(purpose: AccountTokenPurpose): number {
  return accountTokenLifetimeHours[purpose] * 60 * 60 * 1000;
}
