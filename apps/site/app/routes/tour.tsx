import type { TourDetailAnswer, TourPageAnswer } from "@rihla/api";
import { formatMessage, interpolate, localizePath, stripHtml, truncateSummary, type Locale } from "@rihla/domain";
import { data, redirect } from "react-router";
import { apiFetch } from "../.server/api";
import { TourListView, listSorts, type ListSort } from "../components/TourListView";
import { TourView } from "../components/TourView";
import { metaTexts } from "../i18n";
import { pathLocale } from "../locale";
import { breadcrumbJsonLd, pageMeta } from "../seo";
import type { Route } from "./+types/tour";

/** Tours per list page. */
const pageSize = 12;

/** The currency a locale's visitors see first: lira in Turkish, dollars in English. */
const displayCurrency = { tr: "TRY", en: "USD" } as const satisfies Record<Locale, string>;

function readSort(value: string | null): ListSort {
  return listSorts.find((sort) => sort === value) ?? "date";
}

function readPage(value: string | null): number {
  const page = Number(value ?? "1");
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

function notFound(pathname: string): never {
  // Spec §8: the same 'Page Not Found: {path}' answer as any path no page claims.
  throw data(
    { code: "PAGE_NOT_FOUND", message: formatMessage("PAGE_NOT_FOUND", "en", { path: pathname }) },
    { status: 404 },
  );
}

async function answer<T>(response: Response): Promise<T | null> {
  // 4xx: the slug is not this kind of page (or no page at all); the other fetch decides.
  if (response.status >= 400 && response.status < 500) return null;
  if (!response.ok) throw data({ code: "INTERNAL", message: response.statusText }, { status: response.status });
  return (await response.json()) as T;
}

/**
 * `/tour/{link}` is a tour list when `link` is a list slug and a tour when it is a tour slug
 * (spec §2). Both questions go to the API at once; the one that answers 200 names the page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = pathLocale(url.pathname);
  const link = params.link;
  // No slug holds control characters or exceeds the API's 200 characters; such a path names no
  // page, and the API is not asked (it answers 500 to a NUL byte today).
  // eslint-disable-next-line no-control-regex
  if (link.length > 200 || /[\u0000-\u001f\u007f]/.test(link)) notFound(url.pathname);
  const sort = readSort(url.searchParams.get("sort"));
  const page = readPage(url.searchParams.get("page"));
  const currency = displayCurrency[locale];
  const listQuery = new URLSearchParams({
    list: link,
    locale,
    sort,
    page: String(page),
    pageSize: String(pageSize),
    currency,
  });
  const [listResponse, tourResponse] = await Promise.all([
    apiFetch(context, `/api/tours?${listQuery.toString()}`, { request }),
    apiFetch(context, `/api/tours/${encodeURIComponent(link)}?locale=${locale}`, { request }),
  ]);
  const [list, tour] = await Promise.all([
    answer<TourPageAnswer>(listResponse),
    answer<TourDetailAnswer>(tourResponse),
  ]);
  if (list?.list) {
    // A list slug of the other language (or an old spelling) moves to this locale's slug.
    if (list.list.slug !== link) {
      throw redirect(`${localizePath(`/tour/${list.list.slug}`, locale)}${url.search}`, 301);
    }
    return { kind: "list" as const, locale, sort, page, pageSize, list: { ...list, list: list.list } };
  }
  if (tour) {
    // A tour reached by id or by the other language's slug moves to its slug in this locale.
    if (tour.slug !== link) throw redirect(localizePath(`/tour/${tour.slug}`, locale), 301);
    return { kind: "tour" as const, locale, currency, tour };
  }
  return notFound(url.pathname);
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const t = metaTexts(matches);
  if (!loaderData || !t) return [];
  const root = matches.find((match) => match?.id === "root")?.loaderData as { origin: string } | undefined;
  const common = {
    origin: root?.origin ?? "http://localhost:3000",
    pathname: location.pathname,
    siteName: t.common.siteName,
  };
  const trail = (name: string) =>
    breadcrumbJsonLd(
      [
        { name: t.common.home, path: localizePath("/", loaderData.locale) },
        { name, path: location.pathname },
      ],
      common.origin,
    );
  const alternates = (slugs: Record<string, string>) =>
    slugs.tr && slugs.en
      ? { tr: localizePath(`/tour/${slugs.tr}`, "tr"), en: localizePath(`/tour/${slugs.en}`, "en") }
      : undefined;
  if (loaderData.kind === "list") {
    const { list } = loaderData.list;
    return pageMeta({
      ...common,
      title: list.title,
      description: list.description || interpolate(t.tours.listDescription, { title: list.title }),
      alternates: alternates(list.slugs),
      jsonLd: [trail(list.title)],
    });
  }
  const { tour } = loaderData;
  return pageMeta({
    ...common,
    title: tour.title,
    description: truncateSummary(tour.shortDescription || stripHtml(tour.descriptionHtml)),
    alternates: alternates(tour.slugs),
    jsonLd: [trail(tour.title), ...tour.jsonLd],
  });
};

export default function TourPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "list") {
    const { locale, list, sort, page } = loaderData;
    return <TourListView locale={locale} answer={list} sort={sort} page={page} pageSize={loaderData.pageSize} />;
  }
  return <TourView locale={loaderData.locale} tour={loaderData.tour} currency={loaderData.currency} />;
}
