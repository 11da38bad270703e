import "@fontsource-variable/inter";
import type { SiteAnswer } from "@rihla/api";
import { formatMessage, localizePath, todayInIstanbul } from "@rihla/domain";
import { ErrorPage, LinkProvider, rihlaTheme } from "@rihla/ui";
import kitStyles from "@rihla/ui/styles.css?url";
import type { ReactNode } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { apiGet } from "./.server/api";
import { rememberReferral } from "./.server/referral";
import { currentUser, staleUserCookieHeaders } from "./.server/session";
import siteStyles from "./app.css?url";
import { RouterLink } from "./components/RouterLink";
import { SiteFooter, SiteHeader } from "./components/SiteChrome";
import { textsFor } from "./i18n";
import { umrahToursPath } from "./paths";
import { pathLocale, requestLocale, usePageLocale } from "./locale";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: kitStyles },
  { rel: "stylesheet", href: siteStyles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = requestLocale(request);
  // The layout's only request (issue 4): settings, menus and banner of the locale.
  const [site, user] = await Promise.all([
    apiGet<SiteAnswer>(context, `/api/site?locale=${locale}`, request),
    currentUser(context, request),
  ]);
  const headers = new Headers(staleUserCookieHeaders(request, user));
  const referral = rememberReferral(request);
  if (referral) headers.append("Set-Cookie", referral);
  return data(
    {
      origin: url.origin,
      locale,
      site,
      user,
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

export const meta: Route.MetaFunction = ({ error, location }) => {
  if (!error) return [];
  const locale = pathLocale(location.pathname);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = formatMessage(notFound ? "PAGE_NOT_FOUND_TITLE" : "GENERIC_ERROR", locale);
  return [{ title: `${title} | ${textsFor(locale).common.siteName}` }, { name: "robots", content: "noindex" }];
};

/** The document shell, shared by pages and the error page. The locale comes from the URL (§2). */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const locale = pathLocale(pathname);
  const t = textsFor(locale);
  const data = useRouteLoaderData<typeof loader>("root");
  // The kit's ErrorPage is a <main> of its own; pages get theirs from the layout.
  const error = useRouteError();
  const Main = error ? "div" : "main";
  // Spec §2 layouts: a route may ask for the wide one with `handle = { layout: "wide" }`.
  const wide = useMatches().some((match) => (match.handle as { layout?: string } | undefined)?.layout === "wide");
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
          <a className="skip-link" href="#main">
            {t.common.skipToContent}
          </a>
          {data ? (
            <SiteHeader
              // New machines for a new user or locale (ADR 0008): the server's answer is their input.
              key={`${data.user?.id ?? "guest"}:${locale}`}
              site={data.site}
              locale={locale}
              pathname={pathname}
              user={data.user}
              year={data.year}
            />
          ) : (
            <header className="site-header-fallback">
              <a href={localizePath("/", locale)}>{t.common.siteName}</a>
            </header>
          )}
          <Main id="main" className={wide ? "site-main site-main-wide" : "site-main"}>
            {children}
          </Main>
          {data ? <SiteFooter site={data.site} locale={locale} year={data.year} /> : null}
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

/** Spec §2 error page: 404 → 'Sayfa Bulunamadı' + home and Umrah links; else 'Bir hata oluştu'. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = usePageLocale();
  const t = textsFor(locale);
  const home = localizePath("/", locale);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorPage
        status={404}
        title={formatMessage("PAGE_NOT_FOUND_TITLE", locale)}
        links={[
          { label: t.errors.goHome, href: home },
          { label: t.errors.browseUmrahTours, href: umrahToursPath(locale) },
        ]}
      />
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error)
    ? ((error.data as { message?: string } | undefined)?.message ?? error.statusText)
    : error instanceof Error
      ? error.message
      : "";
  return (
    <ErrorPage
      status={status}
      title={formatMessage("GENERIC_ERROR", locale)}
      message={message}
      clearLabel={t.errors.clearErrors}
      // A full load of the home page drops every error state (spec §2 'Clear errors' → /).
      onClear={() => window.location.assign(home)}
    />
  );
}
