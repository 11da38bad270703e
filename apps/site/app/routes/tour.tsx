import type { SubmissionResult } from "@conform-to/react";
import { pageNotFound } from "../.server/notFound";
import { displayCurrency } from "@rihla/domain";
import {
  findTourList,
  informationRequestSchema,
  interpolate,
  isPlausibleSlug,
  listTakesRequests,
  localizePath,
  pricesShownIn,
  stripHtml,
  truncateSummary,
} from "@rihla/domain";
import { lazy } from "react";
import { data } from "react-router";
import { answerOf, api } from "../.server/api";
import { botCheckOf, parseForm, replyInvalid, replyWithApiError } from "../.server/forms";
import { errorText, messageOf } from "../forms";
import { authProviders } from "../.server/providers";
import type { InformationRequestAnswer } from "../components/InformationRequestForm";
import { saleStateLabels, tourLabels } from "../.server/labels";
import { TourView, priceDeparture } from "../components/TourView";
import { metaTexts } from "../i18n";
import { pathLocale, requestLocale } from "../locale";
import { catalogueTexts } from "../i18n/catalogue";
import { listFilterNames, listSorts, readListFilters, type ListSort } from "../listFilters";
import { breadcrumbJsonLd, pageMeta } from "../seo";
import { tourEventsJsonLd } from "../tourSeo";
import catalogueStyles from "../catalogue.css?url";
// The list half's kit stylesheets (it loads lazily, its styles do not; see TourListHalf below).
import "virtual:rihla/kit-css/Form,FilterChips,EmptyState,Pagination,TourCard";
import type { Route } from "./+types/tour";
import type { RouteHandle } from "../routeHandle";
import { siteRedirect } from "../.server/redirects";
import { rootMatchData } from "../rootData";

/** The query parameters this page reads: the only ones an anonymous visitor's request keeps (ADR 0024). */
export const handle = { searchParams: ["sort", "page", ...listFilterNames] } satisfies RouteHandle;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: catalogueStyles }];

/** Tours per list page. */
const pageSize = 12;

function readSort(value: string | null): ListSort {
  return listSorts.find((sort) => sort === value) ?? "date";
}

function readPage(value: string | null): number {
  const page = Number(value ?? "1");
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/**
 * `/tour/{link}` is a tour list when `link` is a list slug and a tour when it is a tour slug
 * (spec §2): one call (`GET /api/tour-links/{link}`) answers which, with its content. Any 4xx
 * (no such list or tour, filters it refuses) is this page's 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = pathLocale(url.pathname);
  const link = params.link;
  if (!isPlausibleSlug(link)) pageNotFound(url.pathname);
  const sort = readSort(url.searchParams.get("sort"));
  const page = readPage(url.searchParams.get("page"));
  const currency = displayCurrency[locale];
  const filters = readListFilters(url.searchParams, currency);
  const response = await api(context, request).api["tour-links"][":link"].$get({
    param: { link },
    query: { locale, sort, page, pageSize, currency, ...filters },
  });
  if (response.status >= 400 && response.status < 500) pageNotFound(url.pathname);
  const answer = await answerOf(response);
  if (answer.kind === "list") {
    const list = answer.page;
    // A list slug of the other language (or an old spelling) moves to this locale's slug.
    if (list.list.slug !== link) {
      throw siteRedirect(`${localizePath(`/tour/${list.list.slug}`, locale)}${url.search}`, 301);
    }
    // The private-Umrah lists carry the information request form and its bot check (spec §2).
    const requests = listTakesRequests(list.list.key) ? await authProviders(context) : null;
    return {
      kind: "list" as const,
      requestForm: requests ? { botCheck: requests.botCheck, recaptchaSiteKey: requests.recaptchaSiteKey } : null,
      locale,
      sort,
      page,
      pageSize,
      currency,
      filters,
      // The filters' and the request form's words, not the whole catalogue table (issue 10).
      texts: { filters: catalogueTexts(locale).filters, request: catalogueTexts(locale).request },
      saleLabels: saleStateLabels(locale),
      list,
    };
  }
  const { tour } = answer;
  // A tour reached by id or by the other language's slug moves to its slug in this locale.
  if (tour.slug !== link) throw siteRedirect(localizePath(`/tour/${tour.slug}`, locale), 301);
  // Only what the page shows travels to the browser (issues 10, 29): room prices in the page's
  // currency, and only for the departure the price table shows; the departures table and the
  // JSON-LD `meta` builds (tourSeo.ts) read each departure's "from" prices.
  const shown = priceDeparture(tour.departures);
  const departures = tour.departures.map((departure) => ({
    ...departure,
    prices: departure === shown ? pricesShownIn(departure.prices, currency) : [],
  }));
  return {
    kind: "tour" as const,
    locale,
    currency,
    tour: { ...tour, departures },
    labels: tourLabels(locale),
  };
}

/** The fields a refused request shows again (never the bot check's own fields). */
const requestFields = ["name", "phone", "email", "preferredContact", "message"] as const;

/**
 * A private-Umrah list's information request: checked with the domain's schema, then stored by
 * the API with its bot check. Other lists and tours take no posts.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const match = findTourList(params.link);
  if (!match || !listTakesRequests(match.list.id)) {
    throw data({ code: "NOT_FOUND", message: "Not found" }, { status: 405 });
  }
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const name of requestFields) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value.slice(0, 5000);
  }
  const refuse = (status: number, code: string, result: SubmissionResult<string[]>) => {
    const errors: Record<string, string> = {};
    for (const [name, codes] of Object.entries(result.error ?? {})) {
      if (!name || !codes) continue;
      const words = errorText(codes, locale);
      if (words) errors[name] = words;
    }
    return data<InformationRequestAnswer>({ sent: false, notice: messageOf(code, locale), errors, values }, { status });
  };
  const submission = parseForm(form, informationRequestSchema);
  if (submission.status !== "success") {
    return refuse(400, "VALIDATION_FAILED", replyInvalid(submission));
  }
  // The request names the list it came from, so the agency knows it is a private programme.
  const { message } = submission.value;
  const response = await api(context, request).api["information-requests"].$post({
    json: {
      ...submission.value,
      message: message ? `${match.list.title[locale]}\n\n${message}` : match.list.title[locale],
      locale,
      ...botCheckOf(form),
    },
  });
  if (response.ok) return { sent: true } satisfies InformationRequestAnswer;
  const { error } = await response.json();
  return refuse(response.status, error.code, replyWithApiError(submission, error));
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const t = metaTexts(matches);
  if (!loaderData || !t) return [];
  const root = rootMatchData(matches);
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
      image: loaderData.list.items[0]?.coverImage,
      jsonLd: [trail(list.title)],
    });
  }
  const { tour } = loaderData;
  return pageMeta({
    ...common,
    title: tour.title,
    description: truncateSummary(tour.shortDescription || stripHtml(tour.descriptionHtml)),
    alternates: alternates(tour.slugs),
    image: tour.coverImage,
    jsonLd: [
      trail(tour.title),
      ...tourEventsJsonLd(tour, {
        origin: common.origin,
        locale: loaderData.locale,
        currency: loaderData.currency,
        organizer: root?.site.settings.agencyName ?? t.common.siteName,
      }),
    ],
  });
};

/**
 * A list's half of the page loads only when the route shows a list (issue 29 §4: the tour's page
 * was 4.6 kB gzip heavier for it). No Suspense boundary around it: the server's shell waits for
 * it, so the HTML is whole with or without JavaScript, and hydration picks it up once it is in.
 */
const TourListHalf = lazy(() => import("../components/TourListHalf"));

export default function TourPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "list") return <TourListHalf loaderData={loaderData} actionData={actionData} />;
  return (
    <TourView
      locale={loaderData.locale}
      tour={loaderData.tour}
      currency={loaderData.currency}
      labels={loaderData.labels}
    />
  );
}
