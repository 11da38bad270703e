import type { Locale } from "@rihla/domain";
import { createElement, useEffect, useState } from "react";

interface BotCheckProps {
  locale: Locale;
  kind: "altcha" | "recaptcha" | "off";
  recaptchaSiteKey?: string | null;
}

declare global {
  interface Window {
    grecaptcha?: {
      ready(callback: () => void): void;
      execute(key: string, options: { action: string }): Promise<string>;
    };
  }
}

/**
 * Bot protection for a form, as the API asks for it. By default ALTCHA: a self-hosted
 * proof-of-work that fetches its challenge from our API, solves it in the browser and fills the
 * hidden `altcha` field. With reCAPTCHA configured: Google's v3 script, and after the 1000 ms
 * delay of spec §7 a token for the action `submit` in the hidden `recaptchaToken` field. Both load
 * after hydration, only on the forms that need them.
 */
export function BotCheck({ locale, kind, recaptchaSiteKey }: BotCheckProps) {
  const [ready, setReady] = useState(false);
  const [token, setToken] = useState("");
  useEffect(() => {
    let cancelled = false;
    if (kind === "altcha") {
      void Promise.all([import("altcha"), locale === "tr" ? import("altcha/i18n/tr") : import("altcha/i18n/en")]).then(
        () => {
          if (!cancelled) setReady(true);
        },
      );
    }
    if (kind === "recaptcha" && recaptchaSiteKey) {
      const script = document.createElement("script");
      script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(recaptchaSiteKey)}`;
      script.async = true;
      script.onload = () => {
        window.setTimeout(() => {
          window.grecaptcha?.ready(() => {
            void window.grecaptcha?.execute(recaptchaSiteKey, { action: "submit" }).then((value) => {
              if (!cancelled) setToken(value);
            });
          });
        }, 1000);
      };
      document.head.append(script);
    }
    return () => {
      cancelled = true;
    };
  }, [kind, locale, recaptchaSiteKey]);
  if (kind === "off") return null;
  if (kind === "recaptcha") return <input type="hidden" name="recaptchaToken" value={token} />;
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
