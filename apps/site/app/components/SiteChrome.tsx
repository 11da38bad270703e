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
  userCookie,
} from "@rihla/domain";
import { localeMachine, sessionMachine, type ProfileAnswer, type SessionProfile } from "@rihla/machines";
import { Footer, Header, type HeaderAccount, type HeaderNavItem, type NewsletterStatus } from "@rihla/ui";
import { useMachine } from "@xstate/react";
import type { MouseEvent } from "react";
import { useFetcher, useNavigate } from "react-router";
import { fromPromise } from "xstate";
import { useTexts, type PageTexts } from "../i18n";
import { localeCookieString } from "../locale";
import { flowName } from "../machines";

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

const expireCookie = (cookie: { name: string; path: string }) => {
  document.cookie = `${cookie.name}=; Max-Age=0; Path=${cookie.path}; SameSite=Lax`;
};

const rememberLocale = (locale: Locale) => {
  document.cookie = localeCookieString(locale, window.location.protocol === "https:");
};

/**
 * The header's session and locale run through their machines (ADR 0008). The server renders the
 * header from the root loader's user and the URL's locale, which are the machines' input, so the
 * first paint is the same with and without JavaScript. With JavaScript, a click on the TR/EN
 * switch or on 'Çıkış Yap' goes to the machine instead of following the link: the locale machine
 * remembers the choice in the locale cookie and navigates to that locale's home; the session
 * machine forgets the user (the header shows the guest links at once), drops the user cookie and
 * goes to the server's logout. Without JavaScript the same links do the same on the server.
 * The host remounts (new machines) when the signed-in user or the locale changes.
 */
function useChromeMachines(user: ChromeProps["user"], locale: Locale) {
  const navigate = useNavigate();
  const [session, sendSession] = useMachine(
    sessionMachine.provide({
      actors: {
        fetchProfile: fromPromise(async () => {
          const response = await fetch("/api/custom/me", { headers: { accept: "application/json" } });
          if (!response.ok) throw new Error(`profile: ${response.status}`);
          return (await response.json()) as ProfileAnswer;
        }),
      },
      actions: {
        clearUserCookie: () => expireCookie(userCookie),
        // The session cookie is httpOnly: the server's logout clears it.
        clearCookies: () => expireCookie(userCookie),
        goToServerLogout: () => window.location.assign(logoutPath(locale)),
        // Spec §8: a failed profile load is only logged.
        logProfileError: (_, { error }) => console.warn("session: profile not loaded", error),
      },
    }),
    { input: { hasUserCookie: user !== null, user: user as SessionProfile | null } },
  );
  const [localeState, sendLocale] = useMachine(
    localeMachine.provide({
      actions: {
        persistLocale: (_, { locale: chosen }) => rememberLocale(chosen),
        navigate: (_, { path }) => void navigate(path),
      },
    }),
    { input: { locale } },
  );
  const signedIn = session.matches("signedIn");
  const onClickCapture = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const anchor = (event.target as Element).closest("a");
    if (!anchor) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    const chosen = url.searchParams.get("lang");
    if (anchor.hreflang && isLocale(chosen)) {
      event.preventDefault();
      sendLocale({ type: "locale.switch", locale: chosen });
    } else if (url.pathname === logoutApiPath && signedIn) {
      event.preventDefault();
      sendSession({ type: "session.logout" });
    }
  };
  return {
    user: signedIn ? (session.context.user as ChromeProps["user"]) : null,
    host: {
      className: "site-header-host",
      "data-session": flowName(session.value),
      "data-locale": localeState.context.locale,
      onClickCapture,
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
            <a href={item.href} className="mega-menu-all">
              {interpolate(t.header.allOf, { label: item.label })}
            </a>
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
  const { user, host } = useChromeMachines(loaderUser, locale);
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
            ...(user ? [{ type: "link" as const, label: t.messages["menu.logout"], href: logoutPath(locale) }] : []),
          ],
          contactLinks: [
            { label: t.header.directions, href: settings.mapsUrl ?? mapsDirectionsLink(settings.address), icon: "map" },
            { label: settings.phone, href: phone.href, icon: "phone" },
          ],
        }}
      />
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
          fetcher.submit({ email, locale }, { method: "post", action: localizePath("/newsletter", locale) }),
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
