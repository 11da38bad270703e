import "@fontsource-variable/inter";
import { formatMessage, localizePath, parseLocalePath } from "@rihla/domain";
import { rihlaTheme } from "@rihla/ui";
import kitStyles from "@rihla/ui/styles.css?url";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import type { Route } from "./+types/root";
import siteStyles from "./app.css?url";
import { textsFor } from "./i18n";
import { alternatePaths, umrahToursPath } from "./paths";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: kitStyles },
  { rel: "stylesheet", href: siteStyles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { origin: url.origin, locale: parseLocalePath(url.pathname).locale };
}

export const meta: Route.MetaFunction = ({ error, location }) => {
  if (!error) return [];
  const locale = parseLocalePath(location.pathname).locale;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = formatMessage(notFound ? "PAGE_NOT_FOUND_TITLE" : "GENERIC_ERROR", locale);
  return [{ title: `${title} | ${textsFor(locale).common.siteName}` }, { name: "robots", content: "noindex" }];
};

/** The document shell, shared by pages and the error page. The locale comes from the URL (§2). */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const locale = parseLocalePath(pathname).locale;
  const t = textsFor(locale);
  const other = locale === "tr" ? "en" : "tr";
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className={rihlaTheme}>
        <a className="skip-link" href="#main">
          {t.common.skipToContent}
        </a>
        <header className="site-header">
          <Link className="site-logo" to={localizePath("/", locale)}>
            {t.common.siteName}
            <span className="site-tagline">{t.common.tagline}</span>
          </Link>
          <nav aria-label={t.common.mainNavigation} className="site-nav">
            <Link to={localizePath("/", locale)}>{t.common.home}</Link>
            <Link to={umrahToursPath(locale)}>{t.common.umrahTours}</Link>
            <a
              href={alternatePaths(pathname)[other]}
              hrefLang={other}
              lang={other}
              aria-label={t.common.otherLanguageLabel}
            >
              {t.common.otherLanguage}
            </a>
          </nav>
        </header>
        <main id="main" className="site-main">
          {children}
        </main>
        <footer className="site-footer">
          <p>{t.footer.copyright}</p>
        </footer>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Spec §2 error page: 404 → 'Sayfa Bulunamadı'; anything else → 'Bir hata oluştu' + code. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const locale = parseLocalePath(pathname).locale;
  const t = textsFor(locale);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="error-page" aria-labelledby="error-title">
        <p className="error-code">404</p>
        <h1 id="error-title">{formatMessage("PAGE_NOT_FOUND_TITLE", locale)}</h1>
        <p>{t.errors.notFoundText}</p>
        <ul className="error-links">
          <li>
            <Link to={localizePath("/", locale)}>{t.errors.goHome}</Link>
          </li>
          <li>
            <Link to={umrahToursPath(locale)}>{t.errors.browseUmrahTours}</Link>
          </li>
        </ul>
      </section>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error)
    ? ((error.data as { message?: string } | undefined)?.message ?? error.statusText)
    : error instanceof Error
      ? error.message
      : "";
  return (
    <section className="error-page" aria-labelledby="error-title">
      <h1 id="error-title">{formatMessage("GENERIC_ERROR", locale)}</h1>
      <p>
        {t.errors.statusCode}: <strong>{status}</strong>
      </p>
      {message ? <p className="error-message">{message}</p> : null}
      {/* A plain GET form: the button works before hydration and after a broken bundle. */}
      <form action={localizePath("/", locale)} method="get">
        <button type="submit" className="error-clear">
          {t.errors.clearErrors}
        </button>
      </form>
    </section>
  );
}
