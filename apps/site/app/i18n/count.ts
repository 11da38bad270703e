import { interpolate, type Locale } from "@rihla/domain";

/** A text per plural category; `{n}` is the count. Texts are data, so they survive the loader. */
export interface CountForms {
  one: string;
  other: string;
}

const rules = new Map<Locale, Intl.PluralRules>();

/** '1 tour' / '3 tours' (and '3 tur' in Turkish), by the locale's plural rules. */
export function countText(forms: CountForms, n: number, locale: Locale): string {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  return interpolate(rule.select(n) === "one" ? forms.one : forms.other, { n });
}
