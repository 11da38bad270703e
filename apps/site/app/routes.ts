import { index, layout, prefix, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { defaultLocale, locales, type Locale } from "@rihla/domain";

/**
 * Every page once, in one table. `localized` registers each under `/` (tr) and `/en` (en) with
 * unique ids, so a page is never written twice and never missing in one language, and puts it
 * under its layout route (spec §2 layouts; the error layout is the root's error boundary).
 */
interface Page {
  id: string;
  /** `undefined` for the index page. */
  path?: string;
  file: string;
  /** The page's layout route; `default` (header, page, footer) when not given. */
  layout?: "wide" | "empty" | "print";
}

const layoutNames = ["default", "wide", "empty", "print"] as const;

const pages: Page[] = [
  { id: "home", file: "routes/home.tsx" },
  { id: "error", path: "error", file: "routes/error.tsx" },
  { id: "newsletter", path: "newsletter", file: "routes/newsletter.ts" },
  // Spec §2 user routes (issue 6).
  { id: "user-login", path: "user/login", file: "routes/user/login.tsx" },
  { id: "user-sign-up", path: "user/signUp", file: "routes/user/sign-up.tsx" },
  { id: "user-confirm-account", path: "user/confirm-account", file: "routes/user/confirm-account.tsx" },
  { id: "user-forgot-password", path: "user/forgotPassword", file: "routes/user/forgot-password.tsx", layout: "wide" },
  { id: "user-set-password", path: "user/setPassword", file: "routes/user/set-password.tsx", layout: "wide" },
  { id: "user-settings", path: "user/settings", file: "routes/user/settings.tsx" },
  { id: "user-change-password", path: "user/account/changePassword", file: "routes/user/change-password.tsx" },
  { id: "user-dashboard", path: "user/dashboard", file: "routes/user/dashboard.tsx" },
  { id: "user-faq", path: "user/sss", file: "routes/user/sss.tsx" },
  // Spec §2 catalogue (issue 12): a tour list or a tour, by slug.
  // Spec §2: departures on the road today (a static segment, so it wins over a slug).
  { id: "tour-ongoing", path: "tour/ongoing-tours", file: "routes/tour-ongoing.tsx" },
  { id: "tour", path: "tour/:link", file: "routes/tour.tsx" },
  // Spec §2: the old site's tour addresses, by id or slug, move to the tour's page.
  { id: "tour-detail-legacy", path: "tour/detail/:id", file: "routes/tour-legacy.tsx" },
  { id: "tour-detail-id", path: "tourDetail/:id", file: "routes/tour-legacy.tsx" },
  // Spec §2: a tour for paper, and a tour for other sites to embed (the only framable pages).
  // Spec §2: the tours' routes (an itinerary overview).
  { id: "tour-routes", path: "tourDetail/routes", file: "routes/tour-routes.tsx" },
  { id: "tour-print", path: "tourDetail/print/:link", file: "routes/tour-print.tsx", layout: "print" },
  { id: "tour-embed", path: "iframe/tour/:link", file: "routes/tour-embed.tsx", layout: "empty" },
  // Spec §2 agent routes (issue 14): the agent's area, and the public page of a shared offer.
  { id: "agent-dashboard", path: "agent/dashboard", file: "routes/agent/dashboard.tsx" },
  { id: "agent-reservations", path: "agent/reservations", file: "routes/agent/reservations.tsx" },
  { id: "agent-reservation", path: "agent/reservations/:code", file: "routes/agent/reservation.tsx" },
  // Issue 22: the agent enters the passengers of a reservation they booked.
  {
    id: "agent-reservation-passengers",
    path: "agent/reservations/:code/passengers",
    file: "routes/agent/passengers.tsx",
  },
  { id: "agent-offers", path: "agent/offer", file: "routes/agent/offers.tsx" },
  { id: "agent-offer", path: "agent/offer/:id", file: "routes/agent/offer.tsx" },
  { id: "offer-shared", path: "offer/:token", file: "routes/offer-shared.tsx" },
  // Issue 14: the customer's reservation pages.
  { id: "reservation-new", path: "reservation/new", file: "routes/reservations/new.tsx" },
  { id: "reservation-edit", path: "reservation/:code/edit", file: "routes/reservations/edit.tsx" },
  // `service-{hotel id}`: React Router matches whole segments, the loader reads the id (domain `serviceHotelId`).
  { id: "reservation-service", path: "reservation/:service", file: "routes/reservations/service.tsx" },
  { id: "reservation-success", path: "tourDetail/reservation-success", file: "routes/reservations/success.tsx" },
  { id: "order-logs", path: "order/:orderId/logs", file: "routes/reservations/logs.tsx" },
  // Spec §2 content pages (issue 13): information, Hajj, passport check and holiday pages, the
  // holiday index, corporate pages and the help centre.
  { id: "holidays", path: "page/tatil-gunleri", file: "routes/holidays.tsx" },
  // Issue 22, problem 4: the Hajj page and the help centre have a path per language (domain
  // contentRoutePaths); each answers in both locales and sends the other's path to its own.
  { id: "hajj", path: "page/hac", file: "routes/hajj.tsx" },
  { id: "hajj-en", path: "page/hajj", file: "routes/hajj.tsx" },
  { id: "passport", path: "page/pasaport-dogrulama", file: "routes/passport.tsx" },
  { id: "passport-en", path: "page/passport-date-validity-check", file: "routes/passport-en.tsx" },
  { id: "page", path: "page/:link", file: "routes/page.tsx" },
  { id: "corporate", path: "kurumsal/:link", file: "routes/corporate.tsx", layout: "wide" },
  { id: "help", path: "yardim", file: "routes/help.tsx", layout: "wide" },
  { id: "help-en", path: "help", file: "routes/help.tsx", layout: "wide" },
  { id: "contact", path: "contact", file: "routes/contact.tsx" },
  { id: "newsletter-confirm", path: "newsletter/confirm", file: "routes/newsletter-link.tsx" },
  { id: "newsletter-unsubscribe", path: "newsletter/unsubscribe", file: "routes/newsletter-link.tsx" },
  // Spec §2 members' learning area and quiz (issue 13).
  { id: "user-lms", path: "user/lms", file: "routes/learning/lms.tsx" },
  { id: "user-lms-course", path: "user/lms/:link", file: "routes/learning/course.tsx" },
  { id: "user-entry", path: "user/entry/:id", file: "routes/learning/entry.tsx" },
  { id: "user-quiz", path: "user/quiz/:quiz", file: "routes/learning/quiz.tsx" },
  // Spec §2 hotels (issue 12).
  { id: "hotels", path: "hotel/hotels", file: "routes/hotel/hotels.tsx" },
  { id: "hotel", path: "hotel/:id", file: "routes/hotel/hotel.tsx" },
  // Spec §2 tour groups (issue 12): international tours, routes.
  { id: "tour-group", path: "tours/:link", file: "routes/tour-group.tsx" },
  // Spec §2 short links (issue 12).
  { id: "short-link", path: "r/:id", file: "routes/short-link.tsx" },
  // Spec §2 admin routes (issue 24): the staff's workspace. `log-{code}` and `{code}` share one
  // segment (React Router matches whole segments); the module tells them apart.
  { id: "admin-dashboard", path: "admin/dashboard", file: "routes/admin/dashboard.tsx" },
  { id: "admin-reservations", path: "admin/reservations", file: "routes/admin/reservations.tsx" },
  { id: "admin-reservation", path: "admin/reservations/:code", file: "routes/admin/reservation.tsx" },
  // Issue 24: staff edit a reservation's passengers with the customer's form and rules.
  {
    id: "admin-reservation-passengers",
    path: "admin/reservations/:code/passengers",
    file: "routes/admin/passengers.tsx",
  },
  { id: "admin-customer-birthdays", path: "admin/customers/birthdays", file: "routes/admin/birthdays.tsx" },
  { id: "admin-customers", path: "admin/customers", file: "routes/admin/customers.tsx" },
  { id: "admin-customer", path: "admin/customers/:id", file: "routes/admin/customer.tsx" },
  // Issue 27 (KVKK art. 11): a person's data as a download (?format=json|pdf), handed on from the API.
  { id: "admin-customer-export", path: "admin/customers/:id/data-export", file: "routes/admin/customer-export.ts" },
  // Issue 27: click-to-call's log; the call buttons post to its action.
  { id: "admin-calls", path: "admin/calls", file: "routes/admin/calls.tsx" },
  // Issue 27: the staff's extensions, and the forms inbox (one `{kind}-{id}` segment per submission).
  { id: "admin-phones", path: "admin/phones", file: "routes/admin/phones.tsx" },
  // Issue 27: API clients for partner sites (spec §2 /admin/microapi/clients).
  { id: "admin-api-clients", path: "admin/microapi/clients", file: "routes/admin/api-clients.tsx" },
  { id: "admin-inbox", path: "admin/userDataForm", file: "routes/admin/inbox.tsx" },
  { id: "admin-submission", path: "admin/userDataForm/:id", file: "routes/admin/submission.tsx" },
  // Issue 27: WhatsApp conversations, replies and departure broadcasts (spec §2).
  { id: "admin-whatsapp", path: "admin/messages/whatsapp", file: "routes/admin/whatsapp.tsx" },
  { id: "admin-notes", path: "admin/notes", file: "routes/admin/notes.tsx" },
  { id: "admin-note", path: "admin/notes/:id", file: "routes/admin/note.tsx" },
  { id: "admin-users", path: "admin/manage/users", file: "routes/admin/users.tsx" },
  // Issue 26: the books (the accounting role and Master only).
  { id: "admin-accounting", path: "admin/accounting", file: "routes/admin/accounting.tsx" },
  {
    id: "admin-accounting-new",
    path: "admin/accounting/newTransaction",
    file: "routes/admin/new-transaction.tsx",
  },
  // Issue 26: invoices (the accounting role and Master). The spec lists no invoice address; these
  // are ours, under the books. `new` is a static segment, so it wins over `{id}`.
  { id: "admin-invoices", path: "admin/accounting/invoices", file: "routes/admin/invoices.tsx" },
  { id: "admin-invoice-new", path: "admin/accounting/invoices/new", file: "routes/admin/new-invoice.tsx" },
  { id: "admin-invoice", path: "admin/accounting/invoices/:id", file: "routes/admin/invoice.tsx" },
  { id: "admin-invoice-pdf", path: "admin/accounting/invoices/:id/pdf", file: "routes/admin/invoice-pdf.ts" },
  // Issue 26: the reports (the accounting role and Master); spec §2's PDF address is
  // `/admin/reports/pdf/{kind}-{period}` (a month, a year or a day).
  { id: "admin-reports", path: "admin/reports", file: "routes/admin/reports.tsx" },
  { id: "admin-report", path: "admin/reports/:id", file: "routes/admin/report.tsx" },
  { id: "admin-report-pdf", path: "admin/reports/pdf/:id", file: "routes/admin/report-pdf.ts" },
  { id: "admin-user", path: "admin/user/:id", file: "routes/admin/user.tsx" },
  // Issue 25: the catalogue. `allTours` is a static segment, so it wins over `{id}` ('new' creates).
  { id: "admin-tours", path: "admin/tour/allTours", file: "routes/admin/tours.tsx" },
  // One segment for the tour editor (`new`, `{id}`) and the day's lists of spec §2 (`ops-{date}`,
  // `airport-{date}`, `print-{date}`): the module tells them apart, as `log-{code}` is told apart.
  { id: "admin-tour", path: "admin/tour/:id", file: "routes/admin/tour.tsx" },
  // Issue 25: one departure for the operations team (spec §2 /admin/availability/{id}).
  { id: "admin-availability", path: "admin/availability", file: "routes/admin/availability.tsx" },
  { id: "admin-departure", path: "admin/availability/:id", file: "routes/admin/departure.tsx" },
  // Issue 25: the private-Umrah requests as a sales pipeline.
  { id: "admin-private-tours", path: "admin/private-tours", file: "routes/admin/private-tours.tsx" },
  { id: "admin-private-tour", path: "admin/private-tours/:id", file: "routes/admin/private-tour.tsx" },
  // Issue 26: staff offers (spec §2 /admin/offer, /admin/offer/new_, /admin/offer/{id}); the static
  // `new_` segment wins over `{id}`.
  { id: "admin-offers", path: "admin/offer", file: "routes/admin/offers.tsx" },
  { id: "admin-offer-new", path: "admin/offer/new_", file: "routes/admin/new-offer.tsx" },
  { id: "admin-offer", path: "admin/offer/:id", file: "routes/admin/offer.tsx" },
  // Last: everything no page claims is a 404 (spec §2 error page, §8 'Page Not Found').
  { id: "not-found", path: "*", file: "routes/not-found.tsx" },
];

function entry(page: Page, locale: Locale): RouteConfigEntry {
  const id = `${locale}/${page.id}`;
  return page.path === undefined ? index(page.file, { id }) : route(page.path, page.file, { id });
}

export function localized(table: Page[]): RouteConfigEntry[] {
  return locales.flatMap((locale) => {
    const entries = layoutNames.flatMap((name) => {
      const children = table.filter((page) => (page.layout ?? "default") === name);
      if (children.length === 0) return [];
      const pages = children.map((page) => entry(page, locale));
      return [layout(`layouts/${name}.tsx`, { id: `${locale}/layout-${name}` }, pages)];
    });
    return locale === defaultLocale ? entries : prefix(locale, entries);
  });
}

export default [
  ...localized(pages),
  // Once, not per locale: the sitemap lists both locales' URLs; robots.txt lives at the root only.
  route("sitemap.xml", "routes/sitemap.ts", { id: "sitemap" }),
  route("robots.txt", "routes/robots.ts", { id: "robots" }),
] satisfies RouteConfig;
