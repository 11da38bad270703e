import type { SiteAnswer } from "@rihla/api";
import {
  interpolate,
  isLocale,
  localizePath,
  mapsDirectionsLink,
  telLink,
  whatsAppLink,
  type AccountMenuItem,
  type Locale,
  type SessionUser,
} from "@rihla/domain";
import type { SessionProfile } from "@rihla/machines";
import { Footer, Header, Link, type HeaderAccount, type HeaderNavItem, type NewsletterStatus } from "@rihla/ui";
import { lazy, Suspense, useRef, useState, type MouseEvent } from "react";
import { useFetcher } from "react-router";
import { useTexts, type PageTexts } from "../i18n";
import type { ChromeClick, ChromeState } from "./ChromeMachines";
import { useHydrated } from "./useHydrated";

const ChromeMachines = lazy(() => import("./ChromeMachines"));

type MenuLink = SiteAnswer["menus"][string][number];

export interface ChromeProps {
  site: SiteAnswer;
  locale: Locale;
  pathname: string;
  /** The current year in Istanbul, from the server's clock (copyright line). */
  year: number;
  user: (SessionUser & { firstName?: string; photoUrl?: string | null }) | null;
  /** The user's account menu (§6), as the root loader got it from the domain. */
  accountMenu: AccountMenuItem[];
}

const imagePath = (path: string) => `/img/${path}`;

/** Spec §4: logout goes to the server, which ends the session and returns to the locale's home. */
const logoutApiPath = "/auth/logout";
const logoutPath = (locale: Locale) => `${logoutApiPath}?redirect=${encodeURIComponent(localizePath("/", locale))}`;

/**
 * The header's session and locale run through their machines (ADR 0008), which load on the
 * visitor's first move toward the header (ChromeMachines.tsx). The server renders the header from
 * the root loader's user and the URL's locale, which are the machines' input, so the first paint
 * is the same with and without JavaScript. With JavaScript, a click on the TR/EN switch or on
 * 'Çıkış Yap' goes to the machine instead of following the link (waiting for the machines when
 * they are still loading); without JavaScript the same links do the same on the server.
 * The host remounts (new machines) when the signed-in user or the locale changes.
 */
function useChromeMachines(user: ChromeProps["user"], locale: Locale) {
  const [wanted, setWanted] = useState(false);
  const hydrated = useHydrated();
  const [state, setState] = useState<ChromeState | null>(null);
  const dispatchRef = useRef<((click: ChromeClick) => void) | null>(null);
  const pendingRef = useRef<ChromeClick | null>(null);
  const want = () => setWanted(true);
  const onClickCapture = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const anchor = (event.target as Element).closest("a");
    if (!anchor) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    const chosen = url.searchParams.get("lang");
    const signedIn = state ? state.user !== null : user !== null;
    let click: ChromeClick | undefined;
    if (anchor.hreflang && isLocale(chosen)) click = { type: "locale.switch", locale: chosen };
    else if (url.pathname === logoutApiPath && signedIn) click = { type: "session.logout" };
    if (!click) return;
    event.preventDefault();
    if (dispatchRef.current) dispatchRef.current(click);
    else {
      pendingRef.current = click;
      setWanted(true);
    }
  };
  const machines = wanted ? (
    <Suspense fallback={null}>
      <ChromeMachines
        user={user as SessionProfile | null}
        locale={locale}
        logoutPath={logoutPath(locale)}
        dispatchRef={dispatchRef}
        pendingRef={pendingRef}
        onState={setState}
      />
    </Suspense>
  ) : null;
  return {
    user: state ? (state.user as ChromeProps["user"]) : user,
    machines,
    host: {
      className: "site-header-host",
      // "dormant" until the machines load; tests wait for `data-ready` (hydrated).
      "data-session": state?.session ?? "dormant",
      "data-locale": state?.locale ?? locale,
      ...(hydrated ? { "data-ready": "" } : {}),
      onClickCapture,
      onPointerOver: want,
      onFocusCapture: want,
      onTouchStart: want,
    },
  };
}

function navItems(menu: MenuLink[], t: PageTexts): HeaderNavItem[] {
  return menu.map((item) =>
    item.children.length > 0
      ? {
          type: "megaMenu",
          label: item.label,
          columns: [{ title: item.label, links: item.children.map(({ label, href }) => ({ label, href })) }],
          footer: (
            <Link href={item.href} className="mega-menu-all">
              {interpolate(t.header.allOf, { label: item.label })}
            </Link>
          ),
        }
      : { type: "link", label: item.label, href: item.href },
  );
}

function headerAccount(user: ChromeProps["user"], menu: AccountMenuItem[], t: PageTexts): HeaderAccount {
  const { locale } = t;
  if (!user) {
    return {
      type: "guest",
      loginLabel: t.header.login,
      loginHref: localizePath("/user/login", locale),
      signUpLabel: t.header.signUp,
      signUpHref: localizePath("/user/signUp", locale),
    };
  }
  return {
    type: "user",
    userName: user.firstName ?? t.header.account,
    triggerLabel: t.header.account,
    ...(user.photoUrl ? { avatarSrc: user.photoUrl } : {}),
    // Spec §6: the account menu by role, as the domain defines it.
    items: menu.map((item) =>
      item.kind === "logout"
        ? { type: "link" as const, label: t.messages[item.label], href: logoutPath(locale) }
        : { type: "link" as const, label: t.messages[item.label], href: localizePath(item.path, locale) },
    ),
  };
}

export function SiteHeader({ site, locale, pathname, user: loaderUser, accountMenu }: ChromeProps) {
  const t = useTexts();
  const { user, host, machines } = useChromeMachines(loaderUser, locale);
  const { settings, banner, menus } = site;
  const phone = { label: settings.phone, href: telLink(settings.phone) };
  const whatsapp = { label: t.header.whatsapp, href: whatsAppLink(settings.whatsappNumber, settings.whatsappMessage) };
  return (
    // The host only listens for clicks that bubble from the header's links (it is not a control).
    <div {...host}>
      <Header
        {...(banner
          ? {
              banner: {
                title: banner.title,
                buttonText: banner.buttonText,
                buttonUrl: banner.buttonUrl,
                buttonColor: banner.buttonColor,
                backgroundColor: banner.backgroundColor,
              },
            }
          : {})}
        logo={{ src: imagePath(settings.logoPath), alt: settings.agencyName, href: localizePath("/", locale) }}
        navLabel={t.common.mainNavigation}
        nav={navItems(menus.header ?? [], t)}
        taglines={settings.taglines}
        phone={phone}
        whatsapp={whatsapp}
        locale={{
          label: t.header.language,
          current: locale,
          options: [
            // Spec §2: the TR/EN switch sets the locale and goes to that locale's home; the home
            // loader remembers `?lang=` in the locale cookie, so it works without JavaScript.
            { code: "tr", label: "TR", name: "Türkçe", href: `${localizePath("/", "tr")}?lang=tr` },
            { code: "en", label: "EN", name: "English", href: `${localizePath("/", "en")}?lang=en` },
          ],
        }}
        account={headerAccount(user, accountMenu, t)}
        mobileMenu={{
          openLabel: t.header.openMenu,
          closeLabel: t.header.closeMenu,
          title: t.header.menu,
          routeKey: pathname,
          items: [
            ...(menus.mobile ?? []).map(({ label, href }) => ({
              type: "link" as const,
              label,
              href,
              current: href === pathname,
            })),
            user
              ? {
                  type: "link",
                  label: t.messages["menu.settings"],
                  href: localizePath("/user/settings", locale),
                }
              : { type: "link", label: t.header.login, href: localizePath("/user/login", locale) },
            // Issue 22: a guest on a phone can sign up too, as in the desktop header.
            user
              ? { type: "link", label: t.messages["menu.logout"], href: logoutPath(locale) }
              : { type: "link", label: t.header.signUp, href: localizePath("/user/signUp", locale) },
          ],
          contactLinks: [
            { label: t.header.directions, href: settings.mapsUrl ?? mapsDirectionsLink(settings.address), icon: "map" },
            { label: settings.phone, href: phone.href, icon: "phone" },
          ],
        }}
      />
      {machines}
    </div>
  );
}

export function SiteFooter({ site, locale, year }: Pick<ChromeProps, "site" | "locale" | "year">) {
  const t = useTexts();
  const { settings, menus } = site;
  const fetcher = useFetcher<{ ok: boolean }>();
  const status: NewsletterStatus =
    fetcher.state !== "idle" ? "pending" : fetcher.data ? (fetcher.data.ok ? "success" : "error") : "idle";
  return (
    <Footer
      newsletter={{
        title: t.footer.newsletterTitle,
        description: t.footer.newsletterText,
        emailLabel: t.footer.newsletterEmail,
        submitLabel: t.footer.newsletterSubmit,
        pendingLabel: t.footer.newsletterPending,
        successMessage: t.footer.newsletterSuccess,
        errorMessage: t.footer.newsletterError,
        status,
        onSubmit: (email) =>
          void fetcher.submit({ email, locale }, { method: "post", action: localizePath("/newsletter", locale) }),
      }}
      linkGroups={[
        { title: t.footer.quickLinks, links: (menus.footerQuick ?? []).map(({ label, href }) => ({ label, href })) },
        {
          title: t.footer.categories,
          links: (menus.footerCategories ?? []).map(({ label, href }) => ({ label, href })),
        },
      ]}
      contact={{
        title: t.footer.contact,
        address: settings.address,
        phone: { label: settings.phone, href: telLink(settings.phone) },
        whatsapp: { label: t.header.whatsapp, href: whatsAppLink(settings.whatsappNumber, settings.whatsappMessage) },
        email: { label: settings.email, href: `mailto:${settings.email}` },
      }}
      social={{
        label: t.footer.social,
        links: Object.entries(settings.socialLinks).map(([name, href]) => ({
          label: name.charAt(0).toUpperCase() + name.slice(1),
          href,
          icon: <span aria-hidden="true">{name.charAt(0).toUpperCase()}</span>,
        })),
      }}
      badge={
        <p className="tursab-badge">
          {t.footer.licence} {settings.tursabLicence}
        </p>
      }
      copyright={`© ${settings.copyrightStartYear}-${year} ${settings.agencyName}`}
    />
  );
}
