import { contactFormSchema, mapsDirectionsLink, telLink, whatsAppLink } from "@rihla/domain";
import { Button, Field, PhoneField, TextField } from "@rihla/ui";
import { data, Form, useNavigation } from "react-router";
import { answerOf, api } from "../.server/api";
import { findPage } from "../.server/content";
import { botCheckOf, formConstraint, parseForm, replyInvalid, replyWithApiError } from "../.server/forms";
import { authProviders } from "../.server/providers";
import { BotCheck } from "../components/BotCheck";
import { ContentBreadcrumbs } from "../components/CmsPage";
import { FormErrorsBlock } from "../components/FormFields";
import { useSchemaForm } from "../components/useSchemaForm";
import contentStyles from "../content.css?url";
import { contentMeta } from "../contentSeo";
import { errorText } from "../forms";
import { contentTexts } from "../i18n/content";
import { requestLocale } from "../locale";
import type { Route } from "./+types/contact";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

/**
 * `/contact` (spec §2): the agency's addresses, phone, WhatsApp and a directions link, and the
 * contact form (name, subject, mobile, e-mail, message) with the bot check. The form posts to this
 * route's action without JavaScript; the API stores the message and mails the sender and the agency.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = requestLocale(request);
  const [page, site, providers] = await Promise.all([
    findPage(context, request, locale, "contact", url.pathname),
    answerOf(api(context, request).api.site.$get({ query: { locale } })),
    authProviders(context),
  ]);
  const { address, phone, whatsappNumber, whatsappMessage, email, mapsUrl } = site.settings;
  return {
    locale,
    texts: contentTexts[locale],
    page,
    providers,
    constraint: formConstraint("contact"),
    agency: {
      address,
      phone,
      email,
      tel: telLink(phone),
      whatsappNumber,
      whatsapp: whatsAppLink(whatsappNumber, whatsappMessage),
      directions: mapsUrl ?? mapsDirectionsLink(address),
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const form = await request.formData();
  const submission = parseForm(form, contactFormSchema);
  if (submission.status !== "success") return data({ sent: false as const, result: replyInvalid(submission) }, 400);
  const response = await api(context, request).api["contact-requests"].$post({
    query: { locale },
    json: { ...submission.value, ...botCheckOf(form) },
  });
  if (response.ok) return { sent: true as const, result: submission.reply({ resetForm: true }) };
  const { error } = await response.json();
  return data({ sent: false as const, result: replyWithApiError(submission, error) }, { status: response.status });
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? contentMeta(args, {
        locale: args.loaderData.locale,
        title: args.loaderData.page.title,
        description: args.loaderData.page.description,
      })
    : [];

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, texts, page, providers, agency } = loaderData;
  const t = texts.contact;
  const busy = useNavigation().state === "submitting";
  const [form, fields, formProps] = useSchemaForm("contact", loaderData.constraint, actionData?.result);
  const error = (codes: string[] | undefined) => errorText(codes, locale);
  const initial = (value: unknown) => (typeof value === "string" ? value : undefined);
  return (
    <article className="content-page contact-page">
      <ContentBreadcrumbs
        label={texts.breadcrumb}
        items={[{ label: texts.home, href: locale === "tr" ? "/" : "/en" }, { label: page.content.heading }]}
      />
      <header className="content-head">
        <h1>{page.content.heading}</h1>
      </header>
      <div className="contact-layout">
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t.formTitle}</h2>
          {actionData?.sent ? (
            <p role="status" className="contact-notice">
              {t.sent}
            </p>
          ) : null}
          <FormErrorsBlock errors={form.errors} locale={locale} />
          <Form method="post" className="contact-form" {...formProps}>
            <TextField
              id={fields.name.id}
              name={fields.name.name}
              label={t.name}
              autoComplete="name"
              required
              defaultValue={initial(fields.name.initialValue)}
              error={error(fields.name.errors)}
            />
            <TextField
              id={fields.subject.id}
              name={fields.subject.name}
              label={t.subject}
              required
              defaultValue={initial(fields.subject.initialValue)}
              error={error(fields.subject.errors)}
            />
            <PhoneField
              id={fields.mobile.id}
              name={fields.mobile.name}
              label={t.mobile}
              countryCode="+90"
              required
              defaultValue={initial(fields.mobile.initialValue)}
              error={error(fields.mobile.errors)}
            />
            <TextField
              id={fields.email.id}
              name={fields.email.name}
              label={t.email}
              type="email"
              autoComplete="email"
              required
              defaultValue={initial(fields.email.initialValue)}
              error={error(fields.email.errors)}
            />
            <Field id={fields.message.id} label={t.message} required error={error(fields.message.errors)}>
              {(control) => (
                <textarea
                  {...control}
                  name={fields.message.name}
                  rows={6}
                  defaultValue={initial(fields.message.initialValue)}
                />
              )}
            </Field>
            <BotCheck locale={locale} kind={providers.botCheck} recaptchaSiteKey={providers.recaptchaSiteKey} />
            <Button type="submit" disabled={busy}>
              {t.send}
            </Button>
          </Form>
        </section>
        <aside aria-labelledby="contact-agency-title" className="contact-agency">
          <h2 id="contact-agency-title">{t.heading}</h2>
          <div className="content-body" dangerouslySetInnerHTML={{ __html: page.content.bodyHtml }} />
          <dl>
            <dt>{t.address}</dt>
            <dd>
              <address>{agency.address}</address>
              <a href={agency.directions} rel="noopener noreferrer" target="_blank">
                {t.directions}
              </a>
            </dd>
            <dt>{t.phone}</dt>
            <dd>
              <a href={agency.tel}>{agency.phone}</a>
            </dd>
            <dt>{t.whatsapp}</dt>
            <dd>
              <a href={agency.whatsapp}>{agency.whatsappNumber}</a>
            </dd>
            <dt>{t.email}</dt>
            <dd>
              <a href={`mailto:${agency.email}`}>{agency.email}</a>
            </dd>
          </dl>
        </aside>
      </div>
    </article>
  );
}
