import { localizePath } from "@rihla/domain";
import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { useTexts } from "../i18n";
import { pathLocale } from "../locale";
import { SiteFooter, SiteHeader, type ChromeProps } from "./SiteChrome";
import { useHydrated } from "./useHydrated";

/**
 * The site's browser behaviour (consent banner, build watch, chunk-error reload) renders nothing
 * on the server, so it loads after hydration instead of before it (issue 10: about 1 kB gzip
 * less on every page's critical path). Should its file fail to load, the page goes on without it.
 */
const SiteBehaviour = lazy<ComponentType<{ analyticsTagId: string | null }>>(() =>
  import("./SiteBehaviour").catch(() => ({ default: () => null })),
);

/**
 * Spec §2's five layouts. default: header, page, footer. wide: the same with a wider page.
 * empty: the page alone (embedding). print: the page alone, for paper. Neither carries the site's
 * behaviour (consent banner, contact button, build watch): a partner's frame or a sheet of paper
 * is not the place for them. error: the default frame around the error page.
 */
export type PageLayout = "default" | "wide" | "empty" | "print" | "error";

/** What the chrome reads of the root loader's answer (root.tsx; named here, not imported, so the
 * layouts and the root do not import each other). */
type RootData = Pick<ChromeProps, "site" | "user" | "accountMenu" | "year">;

export function PageChrome({ layout, children }: { layout: PageLayout; children: ReactNode }) {
  const t = useTexts();
  const { pathname } = useLocation();
  const locale = pathLocale(pathname);
  const data = useRouteLoaderData("root") as RootData | undefined;
  const bare = layout === "empty" || layout === "print";
  const hydrated = useHydrated();
  // The kit's ErrorPage is a <main> of its own; pages get theirs from the layout.
  const Main = layout === "error" ? "div" : "main";
  return (
    <>
      {bare ? null : (
        <a className="skip-link" href="#main">
          {t.common.skipToContent}
        </a>
      )}
      {bare ? null : data ? (
        <SiteHeader
          // New machines for a new user or locale (ADR 0008): the server's answer is their input.
          key={`${data.user?.id ?? "guest"}:${locale}`}
          site={data.site}
          locale={locale}
          pathname={pathname}
          user={data.user}
          accountMenu={data.accountMenu}
          year={data.year}
        />
      ) : (
        <header className="site-header-fallback">
          <a href={localizePath("/", locale)}>{t.common.siteName}</a>
        </header>
      )}
      <Main id="main" className={`site-main site-main-${layout}`}>
        {children}
      </Main>
      {data && !bare ? <SiteFooter site={data.site} locale={locale} year={data.year} /> : null}
      {data && !bare && hydrated ? (
        <Suspense fallback={null}>
          <SiteBehaviour analyticsTagId={data.site.settings.analyticsTagId} />
        </Suspense>
      ) : null}
    </>
  );
}
