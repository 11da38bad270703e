import {
  backofficeMenuLabels,
  interpolate,
  isBackofficeMenuLabel,
  localizePath,
  type AdminMenuItem,
  type Locale,
} from "@rihla/domain";
import { AdminLayout, Breadcrumbs, Link, SideNav, type BreadcrumbItem } from "@rihla/ui";
import type { ReactNode } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { useTexts } from "../i18n";
import type { AdminTexts } from "../i18n/admin";
import { alternatePaths } from "../paths";

/** What the shell reads of the root loader's answer (named here, not imported from root.tsx). */
type RootData = {
  user: { firstName?: string } | null;
  /** The domain's `adminMenu(user)`: who sees which entry is decided on the server. */
  adminMenu: AdminMenuItem[];
};

/** A side navigation entry's id (the domain's menu item ids). */
export type AdminSection =
  | "adminDashboard"
  | "customerNotes"
  | "adminOffers"
  | "adminReservations"
  | "adminCustomers"
  | "adminUsers"
  | "adminTours"
  | "operations"
  | "accounting"
  | "reports"
  | "adminCalls"
  | "privateTours"
  | "adminWhatsApp"
  | "apiClients";

/**
 * Every back-office page's frame (issue 24): the kit's AdminLayout with the side navigation the
 * domain built from the user's role, the user and the locale switch on top, breadcrumbs from the
 * dashboard to this page, then the page's heading and intro.
 */
export function AdminShell({
  title,
  intro,
  section,
  parent,
  t,
  locale,
  children,
}: {
  title: string;
  intro?: string | undefined;
  /** The navigation entry this page belongs to (marked `aria-current`). */
  section: AdminSection;
  /** The list a detail page belongs to, between the dashboard and the page in the breadcrumbs. */
  parent?: { label: string; path: string } | undefined;
  t: AdminTexts;
  locale: Locale;
  children: ReactNode;
}) {
  const texts = useTexts();
  const { pathname, search } = useLocation();
  const root = useRouteLoaderData("root") as RootData | undefined;
  const menu = root?.adminMenu ?? [];
  // The back office's own entries are worded apart: the domain's messages ship with every page.
  const menuLabel = (label: AdminMenuItem["label"]) =>
    isBackofficeMenuLabel(label) ? backofficeMenuLabels[label][locale] : texts.messages[label];
  // The §6 entries as the domain gave them, then the pages every staff member may open.
  const items = [
    ...menu.map((item) => ({
      id: item.id,
      label: menuLabel(item.label),
      path: item.path,
    })),
    ...(menu.length > 0
      ? [
          { id: "adminCustomers", label: t.customersTitle, path: "/admin/customers" },
          { id: "privateTours", label: t.privateToursTitle, path: "/admin/private-tours" },
          { id: "adminUsers", label: t.usersTitle, path: "/admin/manage/users" },
          { id: "adminCalls", label: t.callsTitle, path: "/admin/calls" },
          { id: "adminWhatsApp", label: t.whatsAppTitle, path: "/admin/messages/whatsapp" },
          { id: "apiClients", label: t.apiClientsTitle, path: "/admin/microapi/clients" },
        ]
      : []),
  ];
  const alternates = alternatePaths(pathname);
  const dashboard = menu[0];
  const crumbs: BreadcrumbItem[] = [
    ...(dashboard && section !== "adminDashboard"
      ? [{ label: menuLabel(dashboard.label), href: localizePath(dashboard.path, locale) }]
      : []),
    ...(parent ? [{ label: parent.label, href: localizePath(parent.path, locale) }] : []),
    { label: title },
  ];
  return (
    <AdminLayout
      labels={{ openNav: t.openNav, closeNav: t.closeNav }}
      routeKey={pathname + search}
      nav={
        <SideNav
          label={t.navLabel}
          items={items.map((item) => ({
            id: item.id,
            label: item.label,
            href: localizePath(item.path, locale),
            current: item.id === section,
          }))}
        />
      }
      topBar={
        <>
          {root?.user?.firstName ? (
            <span className="admin-user">{interpolate(t.signedInAs, { name: root.user.firstName })}</span>
          ) : null}
          {/* The same page in the other language. Plain links, not the kit's LocaleSwitch: sharing
              that with the header split it into a chunk of its own on every public page. */}
          <nav aria-label={t.language} className="admin-locales">
            {(["tr", "en"] as const).map((code) => (
              <Link
                key={code}
                href={alternates[code]}
                hrefLang={code}
                lang={code}
                aria-current={code === locale ? "true" : undefined}
              >
                {code.toUpperCase()}
              </Link>
            ))}
          </nav>
        </>
      }
      breadcrumbs={<Breadcrumbs label={t.breadcrumb} items={crumbs} />}
    >
      <section className="admin-page" aria-labelledby="admin-title">
        <h1 id="admin-title">{title}</h1>
        {intro ? <p className="admin-intro">{intro}</p> : null}
        {children}
      </section>
    </AdminLayout>
  );
}
