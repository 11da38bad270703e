import type { Locale } from "@rihla/domain";
import { createElement, useEffect, useState } from "react";

/**
 * Self-hosted proof-of-work bot protection (ALTCHA): the widget fetches a challenge from our own
 * API, solves it in the browser and puts the solution in a hidden `altcha` field of the form. It
 * is loaded only on the forms that need it, after hydration (a web component needs `window`).
 */
export function BotCheck({ locale }: { locale: Locale }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void Promise.all([import("altcha"), locale === "tr" ? import("altcha/i18n/tr") : import("altcha/i18n/en")]).then(
      () => {
        if (!cancelled) setReady(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [locale]);
  if (!ready) return <div className="bot-check" aria-hidden="true" />;
  return (
    <div className="bot-check">
      {createElement("altcha-widget", {
        challenge: "/api/altcha/challenge",
        name: "altcha",
        language: locale,
        auto: "onload",
      })}
    </div>
  );
}
