import { formatDate, formatDateRange, localizePath, type HolidayType } from "@rihla/domain";
import { Link } from "react-router";
import { answerOf, api } from "../.server/api";
import { ContentBreadcrumbs } from "../components/CmsPage";
import { contentMeta } from "../contentSeo";
import { contentTexts } from "../i18n/content";
import { requestLocale } from "../locale";
import type { Route } from "./+types/holidays";
import contentStyles from "../content.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

/** Spec §3, §9: holiday data covers these years only. */
const years = [2025, 2026] as const;

/** Spec §3: the index's groups, in this order. */
const groupOrder: readonly HolidayType[] = ["official", "religious", "kandil", "school"];

/** `/page/tatil-gunleri`: every holiday of 2025 and 2026, per year grouped by kind, each linking to its page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const answers = await Promise.all(
    years.map((year) => answerOf(api(context, request).api.holidays.$get({ query: { locale, year } }))),
  );
  // Dates are worded here (spec §5 formatting), so the page ships no formatter.
  const shown = answers.map((answer) => ({
    year: answer.year,
    items: answer.items.map((item) => ({
      ...item,
      dates:
        item.start === item.end
          ? formatDate(item.start, locale, "full")
          : formatDateRange(item.start, item.end, locale),
    })),
  }));
  return { locale, texts: contentTexts[locale], years: shown };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? contentMeta(args, {
        locale: args.loaderData.locale,
        title: args.loaderData.texts.holidays.indexTitle,
        description: args.loaderData.texts.holidays.indexDescription,
      })
    : [];

export default function Holidays({ loaderData }: Route.ComponentProps) {
  const { locale, texts, years: answers } = loaderData;
  const t = texts.holidays;
  return (
    <article className="content-page holidays-index">
      <ContentBreadcrumbs
        label={texts.breadcrumb}
        items={[{ label: texts.home, href: localizePath("/", locale) }, { label: t.indexTitle }]}
      />
      <header className="content-head">
        <h1>{t.indexTitle}</h1>
        <p className="content-subtitle">{t.indexDescription}</p>
      </header>
      {answers.map((answer) => (
        <section key={answer.year} aria-labelledby={`holidays-${answer.year}`}>
          <h2 id={`holidays-${answer.year}`}>{answer.year}</h2>
          {groupOrder.map((type) => {
            const items = answer.items.filter((item) => item.type === type);
            if (items.length === 0) return null;
            return (
              <section key={type} aria-labelledby={`holidays-${answer.year}-${type}`} className="holidays-group">
                <h3 id={`holidays-${answer.year}-${type}`}>{t.groups[type]}</h3>
                <ul>
                  {items.map((item) => (
                    <li key={item.slug}>
                      <Link to={localizePath(`/page/${item.slug}`, locale)}>{item.name}</Link>{" "}
                      <time dateTime={item.start}>{item.dates}</time>
                      {item.lessCertain ? <small> ({t.lessCertain})</small> : null}
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </section>
      ))}
    </article>
  );
}
