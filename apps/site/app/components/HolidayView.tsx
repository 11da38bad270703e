import type { PageAnswer } from "@rihla/api";
import { localizePath, type Locale } from "@rihla/domain";
import { Link } from "react-router";
import type { HolidayMonth } from "../.server/content";
import type { ContentTexts } from "../i18n/content";
import { ContentBreadcrumbs } from "./CmsPage";
import { ContentTourCards, type ContentTourCard } from "./ContentTourCards";

export interface HolidayViewProps {
  locale: Locale;
  page: PageAnswer;
  texts: ContentTexts;
  calendar: { dates: string; length: string; months: HolidayMonth[] };
  tours: readonly ContentTourCard[];
}

/** Spec §2 holiday page: the holiday's dates, a Monday-first calendar and the Umrah departures around it. */
export function HolidayView({ locale, page, texts, calendar, tours }: HolidayViewProps) {
  const t = texts.holidays;
  const index = localizePath("/page/tatil-gunleri", locale);
  return (
    <article className="content-page holiday-page">
      <ContentBreadcrumbs
        label={texts.breadcrumb}
        items={[
          { label: texts.home, href: localizePath("/", locale) },
          { label: t.allHolidays, href: index },
          { label: page.content.heading },
        ]}
      />
      <header className="content-head">
        <h1>{page.content.heading}</h1>
        <p className="content-subtitle">
          <time dateTime={page.holiday?.start}>{calendar.dates}</time> · {calendar.length}
        </p>
      </header>
      <div className="content-body" dangerouslySetInnerHTML={{ __html: page.content.bodyHtml }} />
      <section aria-labelledby="holiday-calendar">
        <h2 id="holiday-calendar">{t.calendar}</h2>
        <div className="holiday-months">
          {calendar.months.map((month) => (
            <table key={month.caption} className="holiday-month">
              <caption>{month.caption}</caption>
              <thead>
                <tr>
                  {month.weekdays.map(([name, short]) => (
                    <th key={name} scope="col" abbr={name}>
                      {short}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {month.weeks.map((week, row) => (
                  <tr key={row}>
                    {week.map((cell, column) =>
                      cell ? (
                        <td key={cell.date} className={cell.holiday ? "holiday-day" : undefined}>
                          {cell.day}
                        </td>
                      ) : (
                        <td key={`empty-${column}`} />
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </div>
      </section>
      <section aria-labelledby="holiday-tours">
        <h2 id="holiday-tours">{t.departures}</h2>
        {tours.length > 0 ? (
          <ContentTourCards tours={tours} priceLabel={texts.hajj.priceLabel} />
        ) : (
          <p>{t.noDepartures}</p>
        )}
      </section>
      <p>
        <Link to={index}>{t.allHolidays}</Link>
      </p>
    </article>
  );
}
