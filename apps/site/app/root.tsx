import { accountMenu, adminMenu, localizePath, todayInIstanbul } from "@rihla/domain";
import { ErrorPage, LinkProvider, rihlaTheme } from "@rihla/ui";
import { Suspense, type ReactNode } from "react";
import {
  data,
  isRouteErrorResponse,
  type ShouldRevalidateFunction,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { answerOf, api } from "./.server/api";
import { originContext } from "./context";
import { rememberReferral } from "./.server/referral";
import { currentUser, staleUserCookieHeaders } from "./.server/session";
import siteStyles from "./app.css?url";
import { RouterLink } from "./components/RouterLink";
import { PageChrome } from "./components/PageChrome";
import { metaTexts, TextsProvider, useTexts } from "./i18n";
import { pathLocale } from "./locale";
import { pageTexts } from "./i18n/catalogues";
import type { RouteHandle } from "./routeHandle";

/** Every page reads `?ref=` (a referral, spec §7); pages add their own (ADR 0024). */
export const handle = { searchParams: ["ref"] } satisfies RouteHandle;

// No web font (issue 10, docs/decisions/0012): the theme's stack falls back from Inter to the
// system UI font, which has every Turkish glyph and costs no download, no swap and no shift.
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: siteStyles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context, url }: Route.LoaderArgs) {
  // `url`, not `request.url`: on a client navigation the request is `/en.data`, whose first
  // segment is not a locale; React Router's normalized `url` is `/en`.
  const locale = pathLocale(url.pathname);
  // The layout's only request (issue 4): settings, menus and banner of the locale.
  const [site, user] = await Promise.all([
    answerOf(api(context, request).api.site.$get({ query: { locale } })),
    currentUser(context, request),
  ]);
  const headers = new Headers(staleUserCookieHeaders(request, user));
  const referral = rememberReferral(request);
  if (referral) headers.append("Set-Cookie", referral);
  return data(
    {
      // PUBLIC_URL (or a loopback origin): canonical links never follow the Host header.
      origin: context.get(originContext) ?? url.origin,
      locale,
      site,
      user,
      // The account menu by role (§6) is decided here, so the roles table stays on the server.
      accountMenu: user ? accountMenu(user) : [],
      // The back office's side navigation (issue 24), by the same rule; [] for everyone else.
      adminMenu: user ? adminMenu(user) : [],
      // One locale's texts, not both tables in the bundle (issue 10).
      texts: pageTexts(locale),
      year: Number(todayInIstanbul(new Date()).slice(0, 4)),
    },
    { headers },
  );
}

/** Cookies the root loader sets (stale user cookie, referral) reach the document response. */
export const headers: Route.HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const merged = new Headers(parentHeaders);
  for (const cookie of loaderHeaders.getSetCookie()) merged.append("Set-Cookie", cookie);
  return merged;
};

export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const noindex = { name: "robots", content: "noindex" };
  const t = metaTexts(matches);
  if (!t) return [noindex];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title =
    status === 404
      ? t.messages.PAGE_NOT_FOUND_TITLE
      : status === 403
        ? t.errors.forbiddenTitle
        : t.messages.GENERIC_ERROR;
  return [{ title: `${title} | ${t.common.siteName}` }, noindex];
};

/** A locale switch (`/` → `/en`) needs the other locale's texts; otherwise React Router's rules. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  pathLocale(currentUrl.pathname) !== pathLocale(nextUrl.pathname) || defaultShouldRevalidate;

/** The document shell, shared by pages and the error page. The locale comes from the URL (§2). */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const locale = pathLocale(pathname);
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className={rihlaTheme}>
        <LinkProvider component={RouterLink}>
          <TextsProvider texts={data?.texts} locale={locale}>
            {data?.texts ? (
              // No boundary here: anything that suspends holds the shell, so the page leaves
              // whole (a boundary streams its content hidden until JavaScript reveals it).
              children
            ) : (
              // The root loader failed: the error page waits for the texts it loads.
              <Suspense fallback={null}>{children}</Suspense>
            )}
          </TextsProvider>
        </LinkProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * Spec §2 error page: 404 → 'Sayfa Bulunamadı' + home and Umrah links; 403 → its own words and
 * its ways on (issue 22: sign in as someone else, go home); else 'Bir hata oluştu'.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useTexts();
  const { pathname, search } = useLocation();
  const home = localizePath("/", t.locale);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const e = t.errors;
  const goHome = { label: e.goHome, href: home };
  // 403: signing out first, then back here once signed in as someone who may open the page.
  const login = `${localizePath("/user/login", t.locale)}?redirect=${encodeURIComponent(pathname + search)}`;
  const page =
    status === 404
      ? {
          title: t.messages.PAGE_NOT_FOUND_TITLE,
          links: [goHome, { label: e.browseUmrahTours, href: t.links.umrahTours }],
        }
      : status === 403
        ? {
            title: e.forbiddenTitle,
            message: e.forbiddenText,
            links: [{ label: e.signInAsOther, href: `/auth/logout?redirect=${encodeURIComponent(login)}` }, goHome],
          }
        : {
            title: t.messages.GENERIC_ERROR,
            message: isRouteErrorResponse(error)
              ? ((error.data as { message?: string } | undefined)?.message ?? error.statusText)
              : error instanceof Error
                ? error.message
                : "",
            clearLabel: e.clearErrors,
            // A full load of the home page drops every error state (spec §2 'Clear errors' → /); a
            // plain link, so it works without JavaScript too (issue 28's route gaps).
            clearHref: home,
          };
  return (
    <PageChrome layout="error">
      <ErrorPage status={status} {...page} />
    </PageChrome>
  );
}
