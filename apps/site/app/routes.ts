import { index, prefix, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { defaultLocale, locales, type Locale } from "@rihla/domain";

/**
 * Every page once, in one table. `localized` registers each under `/` (tr) and `/en` (en) with
 * unique ids, so a page is never written twice and never missing in one language.
 */
interface Page {
  id: string;
  /** `undefined` for the index page. */
  path?: string;
  file: string;
}

const pages: Page[] = [
  { id: "home", file: "routes/home.tsx" },
  { id: "error", path: "error", file: "routes/error.tsx" },
  { id: "newsletter", path: "newsletter", file: "routes/newsletter.ts" },
  // Spec §2 user routes (issue 6).
  { id: "user-login", path: "user/login", file: "routes/user/login.tsx" },
  { id: "user-sign-up", path: "user/signUp", file: "routes/user/sign-up.tsx" },
  { id: "user-confirm-account", path: "user/confirm-account", file: "routes/user/confirm-account.tsx" },
  { id: "user-forgot-password", path: "user/forgotPassword", file: "routes/user/forgot-password.tsx" },
  { id: "user-set-password", path: "user/setPassword", file: "routes/user/set-password.tsx" },
  { id: "user-settings", path: "user/settings", file: "routes/user/settings.tsx" },
  { id: "user-change-password", path: "user/account/changePassword", file: "routes/user/change-password.tsx" },
  { id: "user-dashboard", path: "user/dashboard", file: "routes/user/dashboard.tsx" },
  { id: "user-faq", path: "user/sss", file: "routes/user/sss.tsx" },
  // Spec §2 catalogue (issue 12): a tour list or a tour, by slug.
  { id: "tour", path: "tour/:link", file: "routes/tour.tsx" },
  // Last: everything no page claims is a 404 (spec §2 error page, §8 'Page Not Found').
  { id: "not-found", path: "*", file: "routes/not-found.tsx" },
];

function entry(page: Page, locale: Locale): RouteConfigEntry {
  const id = `${locale}/${page.id}`;
  return page.path === undefined ? index(page.file, { id }) : route(page.path, page.file, { id });
}

export function localized(table: Page[]): RouteConfigEntry[] {
  return locales.flatMap((locale) => {
    const entries = table.map((page) => entry(page, locale));
    return locale === defaultLocale ? entries : prefix(locale, entries);
  });
}

export default localized(pages) satisfies RouteConfig;
