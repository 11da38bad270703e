import { Body, Button, Container, Head, Heading, Html, Preview, Section, Text } from "@react-email/components";
import { render, toPlainText } from "@react-email/render";
import { accountTokenLifetimeHours, type Locale } from "@rihla/domain";
import { createElement as h, type ReactElement } from "react";

/**
 * The e-mails Rihla sends, as React components (react-email) in tr and en, rendered to HTML and
 * plain text. Written with createElement because the API runs on Node's type stripping (no JSX).
 * Turkish is the typed source of the texts; English must satisfy the same shape.
 */
const tr = {
  confirmAccount: {
    subject: "E-posta adresinizi doğrulayın",
    preview: "Hesabınızı etkinleştirmek için bağlantıya tıklayın.",
    heading: "Rihla'ya hoş geldiniz",
    greeting: (name: string) => `Merhaba ${name},`,
    body: `Hesabınızı etkinleştirmek için aşağıdaki düğmeye tıklayın. Bağlantı ${accountTokenLifetimeHours.confirm} saat geçerlidir ve yalnızca bir kez kullanılabilir.`,
    button: "Hesabımı etkinleştir",
    ignore: "Bu hesabı siz oluşturmadıysanız bu e-postayı dikkate almayın.",
  },
  resetPassword: {
    subject: "Şifre sıfırlama",
    preview: "Yeni şifrenizi belirlemek için bağlantıya tıklayın.",
    heading: "Şifrenizi sıfırlayın",
    greeting: (name: string) => `Merhaba ${name},`,
    body: `Yeni bir şifre belirlemek için aşağıdaki düğmeye tıklayın. Bağlantı ${accountTokenLifetimeHours.reset} saat geçerlidir ve yalnızca bir kez kullanılabilir.`,
    button: "Yeni şifre belirle",
    ignore: "Şifre sıfırlamayı siz istemediyseniz bu e-postayı dikkate almayın; şifreniz değişmez.",
  },
  signature: "Rihla Turizm",
};

type MailTexts = typeof tr;

const hours = (count: number): string => (count === 1 ? "1 hour" : `${count} hours`);

const en = {
  confirmAccount: {
    subject: "Confirm your e-mail address",
    preview: "Click the link to activate your account.",
    heading: "Welcome to Rihla",
    greeting: (name: string) => `Hello ${name},`,
    body: `Click the button below to activate your account. The link is valid for ${hours(accountTokenLifetimeHours.confirm)} and works once.`,
    button: "Activate my account",
    ignore: "If you did not create this account, you can ignore this e-mail.",
  },
  resetPassword: {
    subject: "Password reset",
    preview: "Click the link to choose a new password.",
    heading: "Reset your password",
    greeting: (name: string) => `Hello ${name},`,
    body: `Click the button below to choose a new password. The link is valid for ${hours(accountTokenLifetimeHours.reset)} and works once.`,
    button: "Choose a new password",
    ignore: "If you did not ask for a password reset, ignore this e-mail; your password stays the same.",
  },
  signature: "Rihla Tourism",
} satisfies MailTexts;

export const mailTexts: Record<Locale, MailTexts> = { tr, en };

export type MailKind = "confirmAccount" | "resetPassword";

interface ActionMailProps {
  locale: Locale;
  kind: MailKind;
  name: string;
  url: string;
}

/** One layout for every mail with a single call to action. */
export function ActionMail({ locale, kind, name, url }: ActionMailProps): ReactElement {
  const texts = mailTexts[locale][kind];
  const paragraph = { fontSize: "15px", lineHeight: "24px", color: "#1c2422" };
  return h(
    Html,
    { lang: locale },
    h(Head),
    h(Preview, null, texts.preview),
    h(
      Body,
      { style: { backgroundColor: "#f4f1ea", fontFamily: "Inter, Arial, sans-serif" } },
      h(
        Container,
        { style: { backgroundColor: "#ffffff", padding: "32px", margin: "24px auto", maxWidth: "560px" } },
        h(Heading, { style: { color: "#0b5d4b", fontSize: "22px" } }, texts.heading),
        h(Text, { style: paragraph }, texts.greeting(name)),
        h(Text, { style: paragraph }, texts.body),
        h(
          Section,
          { style: { textAlign: "center", margin: "24px 0" } },
          h(
            Button,
            {
              href: url,
              style: { backgroundColor: "#0b5d4b", color: "#ffffff", padding: "12px 20px", borderRadius: "8px" },
            },
            texts.button,
          ),
        ),
        h(Text, { style: { ...paragraph, fontSize: "13px", color: "#4f5b58" } }, url),
        h(Text, { style: { ...paragraph, fontSize: "13px", color: "#4f5b58" } }, texts.ignore),
        h(Text, { style: paragraph }, mailTexts[locale].signature),
      ),
    ),
  );
}

/** Subject, HTML and plain text of a mail, ready for the mailer. */
export async function renderActionMail(props: ActionMailProps) {
  const html = await render(ActionMail(props));
  return { subject: mailTexts[props.locale][props.kind].subject, html, text: toPlainText(html) };
}
