import { UserRound } from "lucide-react";
import { lazy, Suspense, type ReactNode } from "react";
import type { AccountMenuProps } from "../AccountMenu/AccountMenu";
import * as accountStyles from "../AccountMenu/AccountMenu.css";
import { ContactIcon } from "../Icon/contactIcons";
import { Link } from "../Link/Link";
import { LocaleSwitch, type LocaleSwitchProps } from "../LocaleSwitch/LocaleSwitch";
import { MegaMenu, type MegaMenuProps } from "../MegaMenu/MegaMenu";
import { MobileMenu, type MobileMenuProps } from "../MobileMenu/MobileMenu";
import { PromoBanner, type PromoBannerProps } from "../PromoBanner/PromoBanner";
import { Tagline, type TaglineMode } from "../Tagline/Tagline";
import { cx } from "../hooks/cx";
import type { LinkItem } from "../types";
import * as styles from "./Header.css";

// Radix DropdownMenu and floating-ui (about 15 kB gzip) only for signed-in visitors: an anonymous
// page never loads them. A server render waits for the module, so the HTML is the full menu.
const AccountMenu = lazy(() =>
  import("../AccountMenu/AccountMenu").then((module) => ({ default: module.AccountMenu })),
);

export type HeaderNavItem =
  | ({ type: "link" } & LinkItem)
  | ({ type: "megaMenu" } & Pick<MegaMenuProps, "label" | "columns" | "footer" | "delayMs">);

/** A logged-out visitor sees login / sign-up links; a signed-in user sees the account menu (§4). */
export type HeaderAccount =
  | { type: "guest"; loginLabel: string; loginHref: string; signUpLabel?: string; signUpHref?: string }
  | ({ type: "user" } & AccountMenuProps);

export interface HeaderLogo {
  src: string;
  /** Smaller file for ≤768 px; the box is 102×56 there and 130×71 above (§9). */
  mobileSrc?: string;
  alt: string;
  href: string;
}

export interface HeaderProps {
  banner?: PromoBannerProps;
  logo: HeaderLogo;
  /** Name of the main navigation landmark, e.g. 'Ana menü'. */
  navLabel: string;
  nav: HeaderNavItem[];
  taglines?: readonly string[];
  taglineMode?: TaglineMode;
  /** Phone as displayed and its `tel:` link. */
  phone?: { label: string; href: string };
  /** WhatsApp link (see `whatsappHref`) and its accessible label. */
  whatsapp?: { label: string; href: string };
  locale?: LocaleSwitchProps;
  account: HeaderAccount;
  mobileMenu: MobileMenuProps;
  /** Slot at the far end of the main row (e.g. a search button). */
  actions?: ReactNode;
  className?: string;
}

/** The site header of §2. Every string and link is a prop, fed from the settings/menus payload. */
export function Header({
  banner,
  logo,
  navLabel,
  nav,
  taglines = [],
  taglineMode = "typewriter",
  phone,
  whatsapp,
  locale,
  account,
  mobileMenu,
  actions,
  className,
}: HeaderProps) {
  return (
    <header className={cx(styles.header, className)}>
      {banner ? <PromoBanner {...banner} /> : null}
      <div className={styles.utilityBar}>
        <div className={styles.inner}>
          {phone ? (
            <a href={phone.href} className={styles.utilityLink}>
              <ContactIcon name="phone" size={16} />
              {phone.label}
            </a>
          ) : (
            <span />
          )}
          {/* Issue 22: beside the logo the tagline had about 106 px of the 265 it needs; the
              utility bar has room for it at desktop widths, and on phones it is not shown. */}
          {taglines.length > 0 ? <Tagline taglines={taglines} mode={taglineMode} className={styles.tagline} /> : null}
          {locale ? <LocaleSwitch {...locale} /> : null}
        </div>
      </div>
      <div className={styles.inner}>
        <div className={styles.mainRow}>
          <div className={styles.brand}>
            <Link href={logo.href} className={styles.logoLink}>
              <picture>
                {logo.mobileSrc ? <source media="(max-width: 768px)" srcSet={logo.mobileSrc} /> : null}
                <img src={logo.src} alt={logo.alt} width={130} height={71} className={styles.logo} />
              </picture>
            </Link>
          </div>
          <nav aria-label={navLabel} className={styles.nav}>
            <ul className={styles.navList}>
              {nav.map((item) => (
                <li key={item.label}>
                  {item.type === "megaMenu" ? (
                    <MegaMenu label={item.label} columns={item.columns} footer={item.footer} delayMs={item.delayMs} />
                  ) : (
                    <Link href={item.href} className={styles.navLink} aria-current={item.current ? "page" : undefined}>
                      {item.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.actions}>
            {whatsapp ? (
              <a href={whatsapp.href} className={styles.roundLink} aria-label={whatsapp.label}>
                <ContactIcon name="whatsapp" size={20} />
              </a>
            ) : null}
            {phone ? (
              <a href={phone.href} className={styles.roundLink} aria-label={phone.label}>
                <ContactIcon name="phone" size={20} />
              </a>
            ) : null}
            {account.type === "guest" ? (
              <span className={styles.guest}>
                <Link href={account.loginHref} className={styles.accountLink}>
                  {account.loginLabel}
                </Link>
                {account.signUpHref && account.signUpLabel ? (
                  <Link href={account.signUpHref} className={styles.accountLinkStrong}>
                    {account.signUpLabel}
                  </Link>
                ) : null}
              </span>
            ) : (
              <Suspense fallback={<AccountMenuPlaceholder userName={account.userName} />}>
                <AccountMenu {...account} />
              </Suspense>
            )}
            {actions}
            <span className={styles.mobileOnly}>
              <MobileMenu {...mobileMenu} />
            </span>
          </div>
        </div>
      </div>
    </header>
  );
}

/** Holds the account menu's place (same box) while its code loads after a client-side render. */
function AccountMenuPlaceholder({ userName }: { userName: string }) {
  return (
    <span className={accountStyles.trigger} aria-hidden="true">
      <UserRound size={20} />
      <span className={accountStyles.name}>{userName}</span>
    </span>
  );
}
