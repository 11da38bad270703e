import { PasswordField } from "@rihla/ui";
import { useState } from "react";
import { useTexts } from "../i18n";
import { passwordRuleStates } from "./usePasswordRules";

interface NewPasswordFieldsProps {
  /** Labels the first field 'Şifre' (sign-up) or 'Yeni şifre' (reset, change). */
  label: "password" | "newPassword";
  errors: { password?: string | undefined; passwordConfirm?: string | undefined };
  idPrefix?: string;
}

/** A new password with the §5 rules shown live, and its confirmation. */
export function NewPasswordFields({ label, errors, idPrefix = "new" }: NewPasswordFieldsProps) {
  const t = useTexts();
  const [password, setPassword] = useState("");
  return (
    <>
      <PasswordField
        id={`${idPrefix}-password`}
        label={t.account[label]}
        name="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        rules={passwordRuleStates(password, t.messages)}
        passedLabel={t.account.rulePassed}
        failedLabel={t.account.ruleFailed}
        showLabel={t.account.show}
        hideLabel={t.account.hide}
        error={errors.password}
      />
      <PasswordField
        id={`${idPrefix}-passwordConfirm`}
        label={t.account.passwordConfirm}
        name="passwordConfirm"
        autoComplete="new-password"
        required
        showLabel={t.account.show}
        hideLabel={t.account.hide}
        error={errors.passwordConfirm}
      />
    </>
  );
}
