import { contentRoutePath, contentRoutePaths, interpolate, localizePath, telLink, whatsAppLink } from "@rihla/domain";
import { Form, Link } from "react-router";
import { answerOf, api } from "../.server/api";
import { ContentBreadcrumbs } from "../components/CmsPage";
import { findPage } from "../.server/content";
import { siteRedirect } from "../.server/redirects";
import { FaqAccordion } from "../components/CmsPage";
import { contentMeta, faqPageJsonLd } from "../contentSeo";
import { contentTexts } from "../i18n/content";
import { requestLocale } from "../locale";
import type { Route } from "./+types/help";
import contentStyles from "../content.css?url";
import type { RouteHandle } from "../routeHandle";

/** The query parameters this page reads: the only ones an anonymous visitor's request keeps (ADR 0024). */
export const handle = { searchParams: ["q"] } satisfies RouteHandle;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

/** Longest search the page takes; longer queries are cut. */
const maxQueryLength = 100;

/**
 * `/yardim` (spec §2): the help centre. The CMS page `yardim` gives the heading and text; every
 * page with a FAQ is a topic. `?q=` narrows the questions on the server (a GET form, no
 * JavaScript needed); the matching is plain text, case-insensitive in the page's language.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  // `url`, not `request.url`: a client navigation's data request is `/yardim.data`.
  const locale = requestLocale(request);
  const texts = contentTexts[locale];
  const own = contentRoutePath("help", locale);
  if (url.pathname !== own) throw siteRedirect(`${own}${url.search}`, 301);
  const client = api(context, request);
  const [page, topics, site] = await Promise.all([
    findPage(context, request, locale, "yardim", url.pathname),
    answerOf(client.api.page.faq.$get({ query: { locale, groups: "help,information,hajj,corporate,tools" } })),
    answerOf(client.api.site.$get({ query: { locale } })),
  ]);
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, maxQueryLength);
  const needle = query.toLocaleLowerCase(locale);
  const matches = (text: string) => text.toLocaleLowerCase(locale).includes(needle);
  const shown = topics.items
    .map((topic) => ({
      ...topic,
      faq: needle ? topic.faq.filter((entry) => matches(entry.question) || matches(entry.answer)) : topic.faq,
    }))
    .filter((topic) => topic.faq.length > 0);
  const count = shown.reduce((sum, topic) => sum + topic.faq.length, 0);
  const { phone, whatsappNumber, whatsappMessage } = site.settings;
  return {
    locale,
    texts,
    page,
    topics: shown,
    query,
    status: query ? interpolate(count > 0 ? texts.help.results : texts.help.noResults, { query, count }) : "",
    contact: {
      whatsapp: whatsAppLink(whatsappNumber, whatsappMessage),
      tel: telLink(phone),
      call: interpolate(texts.help.callLink, { phone }),
    },
  };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { page, locale, topics } = args.loaderData;
  const faq = topics.flatMap((topic) => topic.faq);
  return contentMeta(args, {
    locale,
    title: page.title,
    description: page.description,
    paths: contentRoutePaths.help,
    jsonLd: faq.length > 0 ? [faqPageJsonLd(faq)] : [],
  });
};

export default function Help({ loaderData }: Route.ComponentProps) {
  const { locale, texts, page, topics, query, status, contact } = loaderData;
  const t = texts.help;
  return (
    <article className="content-page help-page">
      <ContentBreadcrumbs
        label={texts.breadcrumb}
        items={[{ label: texts.home, href: localizePath("/", locale) }, { label: page.content.heading }]}
      />
      <header className="content-head">
        <h1>{page.content.heading}</h1>
        {page.content.subtitle ? <p className="content-subtitle">{page.content.subtitle}</p> : null}
      </header>
      <Form method="get" role="search" className="help-search">
        <label htmlFor="help-q">{t.searchLabel}</label>
        <input id="help-q" name="q" type="search" defaultValue={query} maxLength={100} />
        <button type="submit" className="content-button">
          {t.searchButton}
        </button>
        {query ? <Link to={contentRoutePath("help", locale)}>{t.clear}</Link> : null}
      </Form>
      {status ? <p role="status">{status}</p> : null}
      {topics.length > 1 ? (
        <nav aria-label={t.topicsLabel} className="help-topics">
          <ul>
            {topics.map((topic) => (
              <li key={topic.key}>
                <a href={`#topic-${topic.key}`}>{topic.heading}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {topics.map((topic) => (
        <section key={topic.key} id={`topic-${topic.key}`} aria-labelledby={`topic-${topic.key}-title`}>
          <h2 id={`topic-${topic.key}-title`}>{topic.heading}</h2>
          <FaqAccordion faq={topic.faq} />
        </section>
      ))}
      <div className="content-body" dangerouslySetInnerHTML={{ __html: page.content.bodyHtml }} />
      <aside className="help-contact">
        <h2>{t.stillNeedHelp}</h2>
        <ul>
          <li>
            <Link to={localizePath("/contact", locale)}>{t.contactLink}</Link>
          </li>
          <li>
            <a href={contact.whatsapp}>{t.whatsappLink}</a>
          </li>
          <li>
            <a href={contact.tel}>{contact.call}</a>
          </li>
        </ul>
      </aside>
    </article>
  );
}
