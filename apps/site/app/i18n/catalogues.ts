import { formatMessage, menuLabelCodes, passwordRuleCodes, type Locale } from "@rihla/domain";
import { umrahToursPath } from "../tourPaths";
import { en } from "./en";
import type { ClientMessageCode, PageTexts } from "./types";
import { tr, type Texts } from "./tr";

/**
 * Both locales' tables, for the server (loaders, actions, the root's page texts). Client code
 * reads one locale's `PageTexts` from the root loader instead (`useTexts`, `metaTexts`): only
 * the error boundary imports this module in the browser, on demand, when the root loader failed.
 */
const catalogues: Record<Locale, Texts> = { tr, en };

export function textsFor(locale: Locale): Texts {
  return catalogues[locale];
}

/** Every `ClientMessageCode` once (the type below fails when one is missing). */
const clientMessageCodes = [
  ...menuLabelCodes,
  ...Object.values(passwordRuleCodes),
  "PAGE_NOT_FOUND_TITLE",
  "GENERIC_ERROR",
  "CLOSE",
  "PASSWORD_CHANGED",
  "SIGNUP_CHECK_EMAIL",
] as const satisfies readonly ClientMessageCode[];
const everyClientMessage: [Exclude<ClientMessageCode, (typeof clientMessageCodes)[number]>] extends [never]
  ? true
  : false = true;
void everyClientMessage;

/** What the browser gets of the texts: one locale's site texts and client messages. */
export function pageTexts(locale: Locale): PageTexts {
  return {
    locale,
    ...catalogues[locale],
    messages: Object.fromEntries(
      clientMessageCodes.map((code) => [code, formatMessage(code, locale)]),
    ) as PageTexts["messages"],
    links: { umrahTours: umrahToursPath(locale) },
  };
}
