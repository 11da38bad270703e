import { formatMoney, money, type Currency, type Locale } from "@rihla/domain";

/**
 * Minor units of the API as the domain formats money (spec §9). Its own module (issue 29 §4): the
 * tour page's view needs it, and importing it from the list view pulled the whole list half
 * (filters, pagination, the information form) into every tour page.
 */
export function formatMoneyText(amount: number, currency: Currency, locale: Locale): string {
  return formatMoney(money(amount, currency), locale);
}
