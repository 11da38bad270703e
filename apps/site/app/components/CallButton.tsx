import { interpolate, localizePath, type Locale } from "@rihla/domain";
import { useFetcher } from "react-router";
import type { AdminTexts } from "../i18n/admin";

/** What the calls page's action answers: the outcome in words, for a notice. */
export interface CallOutcome {
  result: "STARTED" | "FAILED";
  text: string;
}

/**
 * A call button beside a phone number in the back office (issue 27, spec §7): it posts the
 * number to /admin/calls, whose action asks the provider to ring the staff member's extension.
 * With JavaScript the outcome shows beside the button; without it the form opens the calls page
 * with the outcome on top and the call in the log.
 */
export function CallButton({ phone, t, locale }: { phone: string; t: AdminTexts; locale: Locale }) {
  const fetcher = useFetcher<CallOutcome>();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={localizePath("/admin/calls", locale)} className="admin-call">
      <input type="hidden" name="phone" value={phone} />
      <button type="submit" disabled={busy} aria-busy={busy} aria-label={interpolate(t.callNumber, { phone })}>
        {t.call}
      </button>
      {fetcher.data ? (
        <span role="status" className="admin-call-outcome" data-result={fetcher.data.result}>
          {fetcher.data.text}
        </span>
      ) : null}
    </fetcher.Form>
  );
}
