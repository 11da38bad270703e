/**
 * The newsletter's double opt-in (issue 13): a repeated subscribe within this many minutes of the
 * last confirmation mail sends no second one, so the form cannot be used to flood a mailbox.
 */
export const newsletterResendMinutes = 10;

/**
 * A pending or unsubscribed address is mailed again only when its last mail is older than this
 * (a confirmed one never). The API decides it in one statement with this cutoff, so two requests
 * at once mail once.
 */
export function newsletterResendCutoff(now: Date): Date {
  return new Date(now.getTime() - newsletterResendMinutes * 60_000);
}
