import type { SiteAnswer } from "@rihla/api";
import {
  interpolate,
  localizePath,
  mapsDirectionsLink,
  telLink,
  whatsAppLink,
  type AccountMenuItem,
  type Locale,
  type SessionUser,
} from "@rihla/domain";
import { Footer, Header, type HeaderAccount, type HeaderNavItem, type NewsletterStatus } from "@rihla/ui";
import { useFetcher } from "react-router";
import { useTexts, type PageTexts } from "../i18n";

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
const logoutPath = (locale: Locale) => `/auth/logout?redirect=${encodeURIComponent(localizePath("/", locale))}`;

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

export function SiteHeader({ site, locale, pathname, user, accountMenu }: ChromeProps) {
  const t = useTexts();
  const { settings, banner, menus } = site;
  const phone = { label: settings.phone, href: telLink(settings.phone) };
  const whatsapp = { label: t.header.whatsapp, href: whatsAppLink(settings.whatsappNumber, settings.whatsappMessage) };
  return (
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
