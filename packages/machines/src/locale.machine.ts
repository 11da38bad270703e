import { defaultLocale, localizePath, type Locale } from "@rihla/domain";
import { assign, setup } from "xstate";

export interface LocaleContext {
  locale: Locale;
}

export type LocaleEvent = { type: "locale.switch"; locale: Locale };

export interface LocaleInput {
  /** The locale of the current URL (the domain's parseLocalePath). */
  locale?: Locale;
}

/**
 * Spec §1, §2: tr (default) or en. Switching remembers the choice (the app's `persistLocale`
 * writes the domain's `localeCookie`: 365 days, path /) and goes to that locale's home.
 */
export const localeMachine = setup({
  types: {
    context: {} as LocaleContext,
    events: {} as LocaleEvent,
    input: {} as LocaleInput | undefined,
  },
  actions: {
    persistLocale: (_, _params: { locale: Locale }) => {},
    navigate: (_, _params: { path: string }) => {},
  },
}).createMachine({
  id: "locale",
  context: ({ input }) => ({ locale: input?.locale ?? defaultLocale }),
  on: {
    "locale.switch": {
      actions: [
        assign({ locale: ({ event }) => event.locale }),
        { type: "persistLocale", params: ({ event }) => ({ locale: event.locale }) },
        { type: "navigate", params: ({ event }) => ({ path: localizePath("/", event.locale) }) },
      ],
    },
  },
});
