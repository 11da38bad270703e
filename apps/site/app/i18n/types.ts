import type { Locale, MenuLabelCode, PasswordRule, passwordRuleCodes } from "@rihla/domain";
import type { Texts } from "./tr";

/**
 * Domain messages that client components render themselves: menus, error titles, the live
 * password rules, notices shown after an action. Any other message is worded on the server.
 */
export type ClientMessageCode =
  | MenuLabelCode
  | (typeof passwordRuleCodes)[PasswordRule]
  | "PAGE_NOT_FOUND_TITLE"
  | "GENERIC_ERROR"
  | "CLOSE"
  | "PASSWORD_CHANGED"
  | "SIGNUP_CHECK_EMAIL";

export type PageTexts = Texts & {
  locale: Locale;
  messages: Record<ClientMessageCode, string>;
  /** Links the layout and error pages need that the domain computes. */
  links: { umrahTours: string };
};

export type { Texts };
