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
  reservation: {
    received: {
      subject: (code: string) => `Ön rezervasyonunuz alındı: ${code}`,
      heading: "Ön rezervasyonunuzu aldık",
      body: "Rezervasyonunuz 'Ön Rezervasyon' durumundadır. Ekibimiz yer ve fiyat bilgisini kontrol edip en kısa sürede sizinle iletişime geçecek.",
    },
    confirmed: {
      subject: (code: string) => `Rezervasyonunuz onaylandı: ${code}`,
      heading: "Rezervasyonunuz onaylandı",
      body: "Rezervasyonunuz onaylandı. Yolculuk öncesi belgeler ve ödeme adımları için sizinle iletişimde olacağız.",
    },
    cancelled: {
      subject: (code: string) => `Rezervasyonunuz iptal edildi: ${code}`,
      heading: "Rezervasyonunuz iptal edildi",
      body: "Rezervasyonunuz iptal edildi. Sorularınız için bize her zaman ulaşabilirsiniz.",
    },
    agency: {
      subject: (code: string) => `Yeni ön rezervasyon: ${code}`,
      heading: "Yeni ön rezervasyon",
      body: "Sitede yeni bir ön rezervasyon yapıldı; onaylamak ya da iptal etmek için rezervasyonu açın.",
    },
    agencyDigest: {
      subject: (codes: string) => `Yeni ön rezervasyonlar: ${codes}`,
      heading: "Yeni ön rezervasyonlar",
      body: "Kısa sürede birden çok ön rezervasyon yapıldı; hepsi tek e-postada. Onaylamak ya da iptal etmek için rezervasyonları açın.",
    },
    holdReminder: {
      subject: (code: string) => `Ön rezervasyonunuzun opsiyonu doluyor: ${code}`,
      heading: "Opsiyon süreniz doluyor",
      body: "Ön rezervasyonunuz aşağıdaki opsiyon tarihine kadar yerlerinizi tutuyor. Bu tarihe kadar onaylanmazsa iptal edilir ve yerler yeniden satışa açılır. Süre uzatmak için bize ulaşın.",
    },
    holdExpired: {
      subject: (code: string) => `Ön rezervasyonunuzun opsiyonu doldu: ${code}`,
      heading: "Opsiyon süresi doldu",
      body: "Ön rezervasyonunuzun opsiyon tarihi geçti; rezervasyon iptal edildi ve yerler yeniden satışa açıldı. Yeniden rezervasyon yapabilir ya da bize ulaşabilirsiniz.",
    },
    paymentReminder: {
      subject: (code: string) => `Ödeme hatırlatması: ${code}`,
      heading: "Ödeme tarihiniz yaklaşıyor",
      body: "Rezervasyonunuzun ödeme planındaki bir taksitin son ödeme tarihi yaklaşıyor. Ödemenizi bu tarihe kadar yapmanızı rica ederiz; yaptıysanız bu e-postayı dikkate almayın.",
    },
    documentsReminder: {
      subject: (code: string) => `Yolculuk belgelerinizde eksik var: ${code}`,
      heading: "Belgelerinizi tamamlayın",
      body: "Yolculuğunuz yaklaşıyor. Aşağıdaki yolcular için bazı bilgi ve belgeler eksik; lütfen yolcu bilgilerini güncelleyin ya da belgeleri bize iletin.",
    },
    holdUntil: "Opsiyon tarihi",
    paymentDue: (amount: string, date: string) => `Ödenecek tutar: ${amount} — son ödeme tarihi: ${date}`,
    greeting: (name: string) => `Merhaba ${name},`,
    code: "Rezervasyon kodu",
    total: "Toplam",
    quoteToFollow: "Fiyat teklifinizi acentemiz en kısa sürede iletecek.",
    reason: "İptal nedeni",
    button: "Rezervasyonu görüntüle",
    inviteButton: "Şifrenizi belirleyin ve rezervasyonu görüntüleyin",
    invite: `Acenteniz bu rezervasyonu sizin adınıza yaptı ve size bir hesap açtı. Rezervasyonunuzu görmek ve yolcu bilgilerini girmek için önce bir şifre belirleyin. Bağlantı ${accountTokenLifetimeHours.invite / 24} gün geçerlidir ve yalnızca bir kez kullanılabilir.`,
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
  reservation: {
    received: {
      subject: (code: string) => `We received your pre-reservation: ${code}`,
      heading: "We received your pre-reservation",
      body: "Your reservation is a pre-reservation for now. Our team will check seats and prices and get back to you shortly.",
    },
    confirmed: {
      subject: (code: string) => `Your reservation is confirmed: ${code}`,
      heading: "Your reservation is confirmed",
      body: "Your reservation is confirmed. We will be in touch about travel documents and payment before departure.",
    },
    cancelled: {
      subject: (code: string) => `Your reservation was cancelled: ${code}`,
      heading: "Your reservation was cancelled",
      body: "Your reservation was cancelled. You can always reach us with any questions.",
    },
    agency: {
      subject: (code: string) => `New pre-reservation: ${code}`,
      heading: "New pre-reservation",
      body: "A new pre-reservation was made on the site; open it to confirm or cancel it.",
    },
    agencyDigest: {
      subject: (codes: string) => `New pre-reservations: ${codes}`,
      heading: "New pre-reservations",
      body: "Several pre-reservations were made in a short time; here they are in one e-mail. Open them to confirm or cancel them.",
    },
    holdReminder: {
      subject: (code: string) => `Your pre-reservation's option date is near: ${code}`,
      heading: "Your option date is near",
      body: "Your pre-reservation holds your seats until the option date below. If it is not confirmed by then, it is cancelled and the seats go back on sale. Contact us to extend it.",
    },
    holdExpired: {
      subject: (code: string) => `Your pre-reservation's option date passed: ${code}`,
      heading: "The option date passed",
      body: "Your pre-reservation's option date passed; it was cancelled and its seats went back on sale. You can book again or contact us.",
    },
    paymentReminder: {
      subject: (code: string) => `Payment reminder: ${code}`,
      heading: "A payment is due soon",
      body: "An instalment of your reservation's payment plan is due soon. Please pay it by the date below; if you already have, you can ignore this e-mail.",
    },
    documentsReminder: {
      subject: (code: string) => `Some of your travel documents are missing: ${code}`,
      heading: "Please complete your documents",
      body: "Your journey is near. Some details and documents are still missing for the travellers below; please update the passengers or send us the documents.",
    },
    holdUntil: "Option date",
    paymentDue: (amount: string, date: string) => `Amount due: ${amount} — by ${date}`,
    greeting: (name: string) => `Hello ${name},`,
    code: "Reservation code",
    total: "Total",
    quoteToFollow: "The agency will send you a quote shortly.",
    reason: "Reason for cancellation",
    button: "View the reservation",
    inviteButton: "Choose a password and view the reservation",
    invite: `Your agent made this reservation for you and opened an account in your name. To see your reservation and enter the passengers, first choose a password. The link is valid for ${accountTokenLifetimeHours.invite / 24} days and works once.`,
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

export type ReservationMailKind =
  | "received"
  | "confirmed"
  | "cancelled"
  | "agency"
  | "agencyDigest"
  | "holdReminder"
  | "holdExpired"
  | "documentsReminder"
  | "paymentReminder";

interface ReservationMailProps {
  locale: Locale;
  kind: ReservationMailKind;
  name: string;
  /** One code, or several joined (the agency's digest). */
  code: string;
  /**
   * Already formatted in the locale (domain formatMoney); null while the agency has not quoted it;
   * undefined: no total line (a digest of several reservations).
   */
  total: string | null | undefined;
  url: string;
  reason?: string | null;
  /** The option date, formatted in the locale (Istanbul time). */
  holdUntil?: string | null;
  /** `url` is an invitation to choose a first password (a customer an agent booked for, issue 22). */
  invite?: boolean;
  /** Lines listed under the body: what each traveller still lacks (issue 25's reminder). */
  lines?: readonly string[] | null;
}

/** Reservation received (customer and agency), confirmed, cancelled: one layout, both languages. */
export function ReservationMail({
  locale,
  kind,
  name,
  code,
  total,
  url,
  reason,
  holdUntil,
  invite,
  lines,
}: ReservationMailProps): ReactElement {
  const texts = mailTexts[locale].reservation;
  const paragraph = { fontSize: "15px", lineHeight: "24px", color: "#1c2422" };
  return h(
    Html,
    { lang: locale },
    h(Head),
    h(Preview, null, texts[kind].subject(code)),
    h(
      Body,
      { style: { backgroundColor: "#f4f1ea", fontFamily: "Inter, Arial, sans-serif" } },
      h(
        Container,
        { style: { backgroundColor: "#ffffff", padding: "32px", margin: "24px auto", maxWidth: "560px" } },
        h(Heading, { style: { color: "#0b5d4b", fontSize: "22px" } }, texts[kind].heading),
        h(Text, { style: paragraph }, texts.greeting(name)),
        h(Text, { style: paragraph }, texts[kind].body),
        ...(lines ?? []).map((line, i) => h(Text, { key: i, style: paragraph }, `• ${line}`)),
        h(Text, { style: paragraph }, `${texts.code}: ${code}`),
        total === undefined
          ? null
          : h(Text, { style: paragraph }, total === null ? texts.quoteToFollow : `${texts.total}: ${total}`),
        holdUntil ? h(Text, { style: paragraph }, `${texts.holdUntil}: ${holdUntil}`) : null,
        reason ? h(Text, { style: paragraph }, `${texts.reason}: ${reason}`) : null,
        invite ? h(Text, { style: paragraph }, texts.invite) : null,
        h(
          Section,
          { style: { textAlign: "center", margin: "24px 0" } },
          h(
            Button,
            {
              href: url,
              style: { backgroundColor: "#0b5d4b", color: "#ffffff", padding: "12px 20px", borderRadius: "8px" },
            },
            invite ? texts.inviteButton : texts.button,
          ),
        ),
        h(Text, { style: { ...paragraph, fontSize: "13px", color: "#4f5b58" } }, url),
        h(Text, { style: paragraph }, mailTexts[locale].signature),
      ),
    ),
  );
}

export async function renderReservationMail(props: ReservationMailProps) {
  const html = await render(ReservationMail(props));
  return {
    subject: mailTexts[props.locale].reservation[props.kind].subject(props.code),
    html,
    text: toPlainText(html),
  };
}
