import type { Locale } from "@rihla/domain";
import { en } from "./en";
import { tr, type Texts } from "./tr";

const catalogues: Record<Locale, Texts> = { tr, en };

export function textsFor(locale: Locale): Texts {
  return catalogues[locale];
}

export type { Texts };
