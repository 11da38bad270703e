import type { Locale } from "@rihla/domain";
import { FormError, PasswordField, PhoneField, TextField } from "@rihla/ui";
import { useState } from "react";
import { errorText } from "../forms";
import { useTexts, type Texts } from "../i18n";
import { passwordRuleStates } from "./usePasswordRules";

/**
 * One block per kind of field, shared by every form of the site (sign-up, login, password reset,
 * change password, profile...). Each takes conform's metadata of its field: the name, the id, the
 * value to show again after a failed submit and the error codes of the domain's schema or of the
 * API, worded here in the page's locale. The kit draws the label, the error and the ARIA links.
 */
export interface FieldMeta {
  id: string;
  name: string;
  initialValue?: unknown;
  errors?: string[] | undefined;
  required?: boolean | undefined;
}

type AccountLabel = {
  [K in keyof Texts["account"]]: Texts["account"][K] extends string ? K : never;
}[keyof Texts["account"]];

interface BlockProps {
  meta: FieldMeta;
  locale: Locale;
  /** The label's key in the account texts. */
  label?: AccountLabel;
  autoComplete?: string;
  readOnly?: boolean;
  /** The value to show before any submit (e.g. the saved profile). */
  fallback?: string;
}

function common({ meta, locale }: BlockProps) {
  return {
    id: meta.id,
    name: meta.name,
    required: meta.required ?? true,
    error: errorText(meta.errors, locale),
  };
}

const initial = ({ meta, fallback }: BlockProps) =>
  typeof meta.initialValue === "string" ? meta.initialValue : fallback;

export function EmailBlock(props: BlockProps) {
  const t = useTexts().account;
  return (
    <TextField
      {...common(props)}
      label={t[props.label ?? "email"]}
      type="email"
      autoComplete={props.autoComplete ?? "email"}
      defaultValue={initial(props)}
      readOnly={props.readOnly}
    />
  );
}

export function TextBlock(props: BlockProps & { label: AccountLabel }) {
  const t = useTexts().account;
  return (
    <TextField
      {...common(props)}
      label={t[props.label]}
      autoComplete={props.autoComplete}
      defaultValue={initial(props)}
    />
  );
}

export function PhoneBlock(props: BlockProps) {
  const t = useTexts().account;
  return (
    <PhoneField {...common(props)} label={t[props.label ?? "phone"]} countryCode="+90" defaultValue={initial(props)} />
  );
}

/** A password the user already has (login, the current password); never shown again after a submit. */
export function PasswordBlock(props: BlockProps) {
  const t = useTexts().account;
  return (
    <PasswordField
      {...common(props)}
      label={t[props.label ?? "password"]}
      autoComplete={props.autoComplete ?? "current-password"}
      showLabel={t.show}
      hideLabel={t.hide}
    />
  );
}

/** A new password with the §5 rules shown live (the domain decides them), and its confirmation. */
export function NewPasswordBlocks({
  password,
  passwordConfirm,
  locale,
  label = "newPassword",
}: {
  password: FieldMeta;
  passwordConfirm: FieldMeta;
  locale: Locale;
  /** 'Şifre' on sign-up, 'Yeni şifre' on reset and change. */
  label?: "password" | "newPassword";
}) {
  const texts = useTexts();
  const t = texts.account;
  const [value, setValue] = useState("");
  return (
    <>
      <PasswordField
        {...common({ meta: password, locale })}
        label={t[label]}
        autoComplete="new-password"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        rules={passwordRuleStates(value, texts.messages)}
        passedLabel={t.rulePassed}
        failedLabel={t.ruleFailed}
        showLabel={t.show}
        hideLabel={t.hide}
      />
      <PasswordField
        {...common({ meta: passwordConfirm, locale })}
        label={t.passwordConfirm}
        autoComplete="new-password"
        showLabel={t.show}
        hideLabel={t.hide}
      />
    </>
  );
}

/** The form's own errors (schema refinements or the API's answer) over the form, with links to each field in error. */
export function FormErrorsBlock({
  errors,
  fields,
  locale,
}: {
  errors: string[] | undefined;
  fields?: FieldMeta[];
  locale: Locale;
}) {
  const title = errorText(errors, locale);
  if (!title) return null;
  const list = (fields ?? []).flatMap((field) => {
    const message = errorText(field.errors, locale);
    return message ? [{ fieldId: field.id, message }] : [];
  });
  return <FormError title={title} {...(list.length > 0 ? { errors: list } : {})} />;
}
