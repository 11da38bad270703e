/**
 * The browser's stand-in for the domain's message module (packages/domain/src/messages/
 * messages.ts), swapped in by the client build (apps/site/vite.config.ts `localeMessages`;
 * issue 29). Same exports and behaviour, but the texts are one locale's table, a chunk of its own:
 * the page's locale starts loading as soon as this module runs, the other only if a client
 * navigation to the other language asks for it. A render that formats a text before its table is
 * in suspends until it is (hydration keeps the server's HTML meanwhile), so the page never shows
 * a text in the wrong language. The server, the API and the tests keep the domain's bilingual
 * table.
 *
 * No top-level await: a module with one makes the bundler give up its chunk optimisation, and
 * every public page's chunks split again (+1.2 kB and 12 more files on the tour page).
 *
 * Not imported by name anywhere: whoever imports `formatMessage` & co. from `@rihla/domain` in
 * browser code gets these.
 */
import type { Locale, MessageCode, MessageParams } from "@rihla/domain";
import { messageCodes } from "virtual:rihla/domain/messages/messages.ts";
import { defaultLocale, isLocale } from "virtual:rihla/domain/paths/locale.ts";
import { interpolate } from "virtual:rihla/domain/text/interpolate.ts";

// Codes, types and the other helpers are the domain's own (they hold no texts). The domain's
// `messages` (both languages) is not used by browser code, so the bundler leaves it out; the
// build's check (scripts/check-bundle.ts) fails if another locale's text reaches a page.
export * from "virtual:rihla/domain/messages/messages.ts";

type Table = Record<MessageCode, string>;

/** The table chunk holds the texts in `messageCodes` order, without the codes (shorter). */
function tableOfTexts(texts: readonly string[]): Table {
  return Object.fromEntries(messageCodes.map((code, index) => [code, texts[index]])) as Table;
}

const tables: Partial<Record<Locale, Table>> = {};
const loading = new Map<Locale, Promise<Table>>();

/** Loads a locale's texts (once); each locale's table is a chunk of its own. */
export function loadMessages(locale: Locale): Promise<Table> {
  let table = loading.get(locale);
  if (!table) {
    table = (locale === "en" ? import("virtual:rihla/messages-en") : import("virtual:rihla/messages-tr")).then(
      (module) => (tables[locale] = tableOfTexts(module.default)),
      (error: unknown) => {
        loading.delete(locale); // the next render asks again
        throw error;
      },
    );
    loading.set(locale, table);
  }
  return table;
}

/**
 * A locale's table. After a client navigation to the other language, the first render that
 * needs it suspends (a thrown promise, as `use` does) until its chunk is in.
 */
function tableOf(locale: Locale): Table {
  const table = tables[locale];
  if (table) return table;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense waits for a thrown promise
  throw loadMessages(locale); // Suspense waits for a thrown promise (what `use` does inside)
}

const codes = new Set<string>(messageCodes);

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === "string" && codes.has(value);
}

export function formatMessage(code: MessageCode, locale: Locale, params?: MessageParams): string {
  return interpolate(tableOf(locale)[code], params);
}

// The page's own locale (the server rendered in it), fetched while the page's code loads.
const lang = document.documentElement.lang;
void loadMessages(isLocale(lang) ? lang : defaultLocale);
