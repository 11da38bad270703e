import { failedPasswordRules, formatMessage, passwordRuleCodes, passwordRules, type Locale } from "@rihla/domain";
import type { PasswordRuleState } from "@rihla/ui";

/** Spec §5 rules with their state for `password`, worded in the page's locale (the domain decides). */
export function passwordRuleStates(password: string, locale: Locale): PasswordRuleState[] {
  const failed = new Set(failedPasswordRules(password));
  return passwordRules
    .filter((rule) => rule !== "maxLength" || failed.has(rule))
    .map((rule) => ({ id: rule, label: formatMessage(passwordRuleCodes[rule], locale), passed: !failed.has(rule) }));
}
