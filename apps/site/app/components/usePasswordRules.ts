import { failedPasswordRules, passwordRuleCodes, passwordRules } from "@rihla/domain";
import type { PasswordRuleState } from "@rihla/ui";
import type { PageTexts } from "../i18n";

/** Spec §5 rules with their state for `password`, worded in the page's locale (the domain decides). */
export function passwordRuleStates(password: string, messages: PageTexts["messages"]): PasswordRuleState[] {
  const failed = new Set(failedPasswordRules(password));
  return passwordRules
    .filter((rule) => rule !== "maxLength" || failed.has(rule))
    .map((rule) => ({ id: rule, label: messages[passwordRuleCodes[rule]], passed: !failed.has(rule) }));
}
