import { displayCurrency, localizePath } from "@rihla/domain";
import { addDays, tourEventJsonLd, type CalendarDate } from "@rihla/domain";
import { contentTourCards, findPage, findTours, holidayCalendar } from "../.server/content";
import { pageNotFound } from "../.server/notFound";
import { siteRedirect } from "../.server/redirects";
import { CmsPageView } from "../components/CmsPage";
import { HolidayView } from "../components/HolidayView";
import contentStyles from "../content.css?url";
import { contentMeta, faqPageJsonLd, slugPaths } from "../contentSeo";
import { contentTexts } from "../i18n/content";
import { requestLocale } from "../locale";
import type { Route } from "./+types/page";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

/** Page groups the catalogue answers for its own routes (/tour, /tours): not pages under /page. */
const catalogueGroups = new Set(["tour-list", "tour-group", "tour"]);

/** The corporate group's head page, whose one address is /kurumsal/{slug} (spec §2). */
const aboutPageKey = "hakkimizda";

/** Days before and after a holiday in which an Umrah departure counts as "around it". */
const holidayWindowDays = 14;

/**
 * `/page/{link}` (spec §2): an information page from the CMS (its FAQ from the page's JSON-LD,
 * emitted again as FAQPage), and the holiday pages `hday-20{year}-{name}` with a Monday-first
 * calendar and the Umrah departures around the holiday. The Hajj page and the passport check have
 * routes of their own (their parts would weigh on every information page).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = requestLocale(request);
  const texts = contentTexts[locale];
  const page = await findPage(context, request, locale, params.link, url.pathname);
  if (catalogueGroups.has(page.mainGroup)) pageNotFound(url.pathname);
  // The agency's about page has one address, the spec's /kurumsal/hakkimizda with the corporate
  // side navigation (issue 22, problem 12: /page/hakkimizda drew it a second time, without it).
  if (page.key === aboutPageKey) throw siteRedirect(localizePath(`/kurumsal/${page.slug}`, locale), 301);
  // The other language's slug moves to this language's own (issue 22, problem 4).
  if (params.link !== page.slug) throw siteRedirect(localizePath(`/page/${page.slug}`, locale), 301);
  if (!page.holiday) return { locale, texts, page, kind: "page" as const };
  const start = page.holiday.start as CalendarDate;
  const end = page.holiday.end as CalendarDate;
  const around = await findTours(context, request, {
    locale,
    currency: displayCurrency[locale],
    category: "umrah",
    from: addDays(start, -holidayWindowDays),
    to: addDays(end, holidayWindowDays),
    pageSize: "6",
  });
  // Spec §9 Event structured data, built here so the page's script carries no JSON-LD builder.
  const event = tourEventJsonLd({
    name: page.title,
    description: page.description,
    url: new URL(url.pathname, url.origin).toString(),
    startDate: start,
    endDate: end,
    locationName: "Türkiye",
  });
  return {
    locale,
    texts,
    page,
    event,
    kind: "holiday" as const,
    calendar: holidayCalendar(start, end, locale, texts.holidays),
    tours: contentTourCards(around.items, locale, texts.hajj),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const loaderData = args.loaderData;
  if (!loaderData) return [];
  const { page, locale } = loaderData;
  const jsonLd: Record<string, unknown>[] = [];
  if (page.faq.length > 0) jsonLd.push(faqPageJsonLd(page.faq));
  if (loaderData.kind === "holiday") jsonLd.push(loaderData.event);
  return contentMeta(args, {
    locale,
    title: page.title,
    description: page.description,
    paths: slugPaths("/page", page.slugs, page.slug),
    jsonLd,
  });
};

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { locale, texts, page } = loaderData;
  if (loaderData.kind === "holiday") {
    return (
      <HolidayView locale={locale} page={page} texts={texts} calendar={loaderData.calendar} tours={loaderData.tours} />
    );
  }
  return <CmsPageView locale={locale} page={page} texts={texts} />;
}
