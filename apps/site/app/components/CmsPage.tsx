import type { PageAnswer } from "@rihla/api";
import { localizePath, type Locale } from "@rihla/domain";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ContentTexts } from "../i18n/content";

interface FaqEntry {
  question: string;
  answer: string;
}

/**
 * A FAQ as a disclosure list: native `<details>`, open at first, so the page reads fully without
 * JavaScript (and for crawlers) and a visitor folds what they have read. Not the kit's Radix
 * accordion: its 10 kB of JavaScript put every content page over the issue 10 budget.
 */
export function FaqAccordion({ faq, headingLevel = 3 }: { faq: readonly FaqEntry[]; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <div className="content-faq">
      {faq.map((entry) => (
        <details key={entry.question} open>
          <summary>
            <Heading>{entry.question}</Heading>
          </summary>
          <p>{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}

/**
 * The trail from home, as plain links: the kit's Breadcrumbs cost the content pages more
 * JavaScript than their budget leaves (issue 10); this is the same markup without it.
 */
export function ContentBreadcrumbs({
  label,
  items,
}: {
  label: string;
  items: readonly { label: string; href?: string }[];
}) {
  return (
    <nav aria-label={label} className="content-breadcrumbs">
      <ol>
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`}>
            {item.href ? <Link to={item.href}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export interface CmsPageViewProps {
  locale: Locale;
  page: PageAnswer;
  texts: ContentTexts;
  /** Where the side navigation's links live (/kurumsal for corporate pages); none when absent. */
  sideNavBase?: string | undefined;
  /** A small label beside the heading (the Hajj page's year). */
  badge?: string | undefined;
  /** Page-specific parts between the body and the FAQ (a tool, a programme list). */
  children?: ReactNode;
}

/**
 * An information, corporate or tool page from the CMS: heading, the body HTML (sanitised by the
 * API, spec §3 SA_Yazilar), the FAQ from the page's JSON-LD and, for corporate pages, the parent
 * and its children as a side navigation.
 */
export function CmsPageView({ locale, page, texts, sideNavBase, badge, children }: CmsPageViewProps) {
  const sideNav = sideNavBase !== undefined && page.family.length > 1 ? page.family : [];
  return (
    <div className={sideNav.length > 0 ? "content-layout content-layout-side" : "content-layout"}>
      {sideNav.length > 0 ? (
        <nav className="content-side-nav" aria-label={texts.sideNavLabel}>
          <ul>
            {sideNav.map((item) => (
              <li key={item.slug}>
                <Link
                  to={localizePath(`${sideNavBase}/${item.slug}`, locale)}
                  aria-current={item.slug === page.slug ? "page" : undefined}
                >
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <article className="content-page">
        <ContentBreadcrumbs
          label={texts.breadcrumb}
          items={[{ label: texts.home, href: localizePath("/", locale) }, { label: page.content.heading }]}
        />
        <header className="content-head">
          <h1>
            {page.content.heading}
            {badge ? <span className="content-badge">{badge}</span> : null}
          </h1>
          {page.content.subtitle ? <p className="content-subtitle">{page.content.subtitle}</p> : null}
        </header>
        {page.content.bodyHtml ? (
          // The API sanitised this HTML with an allow-list (apps/api/src/content/sanitize.ts).
          <div className="content-body" dangerouslySetInnerHTML={{ __html: page.content.bodyHtml }} />
        ) : null}
        {children}
        {page.faq.length > 0 ? (
          <section className="content-faq-section" aria-labelledby="faq-title">
            <h2 id="faq-title">{texts.faqTitle}</h2>
            <FaqAccordion faq={page.faq} />
          </section>
        ) : null}
      </article>
    </div>
  );
}
