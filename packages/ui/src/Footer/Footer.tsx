import type { ReactNode } from "react";
import { ContactIcon } from "../Icon/contactIcons";
import { Link } from "../Link/Link";
import { cx } from "../hooks/cx";
import type { LinkGroup } from "../types";
import { NewsletterForm, type NewsletterFormProps } from "./NewsletterForm";
import * as styles from "./Footer.css";

export interface FooterSocialLink {
  label: string;
  href: string;
  /** The brand's icon; the kit ships none, since brand marks belong to their owners. */
  icon: ReactNode;
}

export interface FooterContact {
  title: string;
  address?: string;
  phone?: { label: string; href: string };
  /** Build `href` with `whatsappHref(number, prefilledMessage)`. */
  whatsapp?: { label: string; href: string };
  email?: { label: string; href: string };
}

export interface FooterProps {
  newsletter?: NewsletterFormProps;
  /** Quick links and category links (§2), each a titled group. */
  linkGroups: LinkGroup[];
  contact: FooterContact;
  social?: { label: string; links: FooterSocialLink[] };
  /** Slot for the travel-agency association badge (e.g. licence 7677). */
  badge?: ReactNode;
  copyright: string;
  className?: string;
}

export function Footer({ newsletter, linkGroups, contact, social, badge, copyright, className }: FooterProps) {
  return (
    <footer className={cx(styles.footer, className)}>
      <div className={styles.inner}>
        {newsletter ? <NewsletterForm {...newsletter} /> : null}
        <div className={styles.grid}>
          {linkGroups.map((group) => (
            <nav key={group.title} aria-label={group.title} className={styles.group}>
              <h2 className={styles.heading}>{group.title}</h2>
              <ul className={styles.list}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className={styles.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <section className={styles.group} aria-label={contact.title}>
            <h2 className={styles.heading}>{contact.title}</h2>
            <address className={styles.address}>
              {contact.address ? <p>{contact.address}</p> : null}
              {contact.phone ? (
                <a href={contact.phone.href} className={styles.link}>
                  <ContactIcon name="phone" size={16} /> {contact.phone.label}
                </a>
              ) : null}
              {contact.whatsapp ? (
                <a href={contact.whatsapp.href} className={styles.link}>
                  <ContactIcon name="whatsapp" size={16} /> {contact.whatsapp.label}
                </a>
              ) : null}
              {contact.email ? (
                <a href={contact.email.href} className={styles.link}>
                  <ContactIcon name="mail" size={16} /> {contact.email.label}
                </a>
              ) : null}
            </address>
            {social && social.links.length > 0 ? (
              <ul aria-label={social.label} className={styles.social}>
                {social.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} aria-label={link.label} className={styles.socialLink}>
                      {link.icon}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        </div>
        <div className={styles.bottom}>
          {badge ? <div className={styles.badge}>{badge}</div> : null}
          <p className={styles.copyright}>{copyright}</p>
        </div>
      </div>
    </footer>
  );
}
