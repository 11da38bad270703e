import { Body, Button, Container, Head, Heading, Html, Preview, Section, Text } from "@react-email/components";
import { render, toPlainText } from "@react-email/render";
import type { Locale } from "@rihla/domain";
import { createElement as h, type ReactElement } from "react";

/**
 * Issue 13 mails: the contact form's confirmation to the sender and notification to the agency,
 * and the newsletter's confirmation (double opt-in). Every newsletter mail carries its
 * unsubscribe link. Turkish is the typed source of the texts; English must satisfy its shape.
 */
const tr = {
  contactReceived: {
    subject: "Mesajınızı aldık",
    heading: "Mesajınız bize ulaştı",
    greeting: (name: string) => `Merhaba ${name},`,
    body: "İletişim formundan gönderdiğiniz mesajı aldık. Ekibimiz en kısa sürede size dönüş yapacak. Mesajınız:",
  },
  contactAgency: {
    subject: (subject: string) => `Yeni iletişim mesajı: ${subject}`,
    heading: "Sitede yeni bir iletişim mesajı",
    from: "Gönderen",
    phone: "Telefon",
    email: "E-posta",
  },
  newsletterConfirm: {
    subject: "Bülten aboneliğinizi onaylayın",
    heading: "Aboneliğinizi onaylayın",
    body: "Rihla bültenine abone olmak için aşağıdaki düğmeye tıklayın. Siz onaylamadıkça size bülten göndermeyiz.",
    button: "Aboneliğimi onayla",
    ignore: "Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın.",
  },
  unsubscribe: "Abonelikten çıkmak için",
  signature: "Rihla Turizm",
  staffReply: {
    greeting: (name: string) => `Merhaba ${name},`,
  },
};

type ContentMailTexts = typeof tr;

const en = {
  contactReceived: {
    subject: "We received your message",
    heading: "Your message reached us",
    greeting: (name: string) => `Hello ${name},`,
    body: "We received the message you sent through the contact form. Our team will get back to you shortly. Your message:",
  },
  contactAgency: {
    subject: (subject: string) => `New contact message: ${subject}`,
    heading: "A new contact message on the site",
    from: "From",
    phone: "Phone",
    email: "E-mail",
  },
  newsletterConfirm: {
    subject: "Confirm your newsletter subscription",
    heading: "Confirm your subscription",
    body: "Click the button below to subscribe to the Rihla newsletter. We send nothing until you confirm.",
    button: "Confirm my subscription",
    ignore: "If you did not ask for this, ignore this e-mail.",
  },
  unsubscribe: "To unsubscribe",
  signature: "Rihla Tourism",
  staffReply: {
    greeting: (name: string) => `Hello ${name},`,
  },
} satisfies ContentMailTexts;

export const contentMailTexts: Record<Locale, ContentMailTexts> = { tr, en };

const paragraph = { fontSize: "15px", lineHeight: "24px", color: "#1c2422" };
const small = { ...paragraph, fontSize: "13px", color: "#4f5b58" };

function layout(locale: Locale, preview: string, heading: string, children: (ReactElement | null)[]): ReactElement {
  return h(
    Html,
    { lang: locale },
    h(Head),
    h(Preview, null, preview),
    h(
      Body,
      { style: { backgroundColor: "#f4f1ea", fontFamily: "Inter, Arial, sans-serif" } },
      h(
        Container,
        { style: { backgroundColor: "#ffffff", padding: "32px", margin: "24px auto", maxWidth: "560px" } },
        h(Heading, { style: { color: "#0b5d4b", fontSize: "22px" } }, heading),
        ...children,
        h(Text, { style: paragraph }, contentMailTexts[locale].signature),
      ),
    ),
  );
}

async function finish(subject: string, element: ReactElement) {
  const html = await render(element);
  return { subject, html, text: toPlainText(html) };
}

export interface ContactMailInput {
  locale: Locale;
  name: string;
  subject: string;
  message: string;
  phone: string;
  email: string;
}

/** To the sender: we have your message (and what it said). */
export function renderContactReceivedMail(input: ContactMailInput) {
  const texts = contentMailTexts[input.locale].contactReceived;
  return finish(
    texts.subject,
    layout(input.locale, texts.subject, texts.heading, [
      h(Text, { style: paragraph }, texts.greeting(input.name)),
      h(Text, { style: paragraph }, texts.body),
      h(Text, { style: { ...paragraph, fontWeight: "bold" } }, input.subject),
      h(Text, { style: paragraph }, input.message),
    ]),
  );
}

/** To the agency's mailbox (site settings e-mail), always in Turkish. */
export function renderContactAgencyMail(input: ContactMailInput) {
  const texts = contentMailTexts.tr.contactAgency;
  return finish(
    texts.subject(input.subject),
    layout("tr", texts.subject(input.subject), texts.heading, [
      h(Text, { style: paragraph }, `${texts.from}: ${input.name}`),
      h(Text, { style: paragraph }, `${texts.phone}: ${input.phone}`),
      h(Text, { style: paragraph }, `${texts.email}: ${input.email}`),
      h(Text, { style: { ...paragraph, fontWeight: "bold" } }, input.subject),
      h(Text, { style: paragraph }, input.message),
    ]),
  );
}

/**
 * Issue 27: a staff member's answer to a visitor's message from the forms inbox, in the
 * visitor's language; the subject and text are the staff member's own, one paragraph per line.
 */
export function renderStaffReplyMail(input: { locale: Locale; name: string; subject: string; message: string }) {
  const texts = contentMailTexts[input.locale].staffReply;
  return finish(
    input.subject,
    layout(input.locale, input.subject, input.subject, [
      h(Text, { style: paragraph }, texts.greeting(input.name)),
      ...input.message
        .split(/\r?\n/)
        .filter((line) => line.trim() !== "")
        .map((line) => h(Text, { style: paragraph }, line)),
    ]),
  );
}

/** Double opt-in: the confirmation link, and the unsubscribe link every newsletter mail carries. */
export function renderNewsletterConfirmMail(input: { locale: Locale; confirmUrl: string; unsubscribeUrl: string }) {
  const texts = contentMailTexts[input.locale];
  const t = texts.newsletterConfirm;
  return finish(
    t.subject,
    layout(input.locale, t.subject, t.heading, [
      h(Text, { style: paragraph }, t.body),
      h(
        Section,
        { style: { textAlign: "center", margin: "24px 0" } },
        h(
          Button,
          {
            href: input.confirmUrl,
            style: { backgroundColor: "#0b5d4b", color: "#ffffff", padding: "12px 20px", borderRadius: "8px" },
          },
          t.button,
        ),
      ),
      h(Text, { style: small }, input.confirmUrl),
      h(Text, { style: small }, t.ignore),
      h(Text, { style: small }, `${texts.unsubscribe}: ${input.unsubscribeUrl}`),
    ]),
  );
}
