import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import * as Dialog from "../Dialog/Dialog";
import { ContactIcon, type ContactIconName } from "../Icon/contactIcons";
import { Link } from "../Link/Link";
import * as styles from "./MobileMenu.css";

export type MobileMenuItem =
  | { type: "link"; label: string; href: string; current?: boolean; icon?: ContactIconName }
  | { type: "action"; label: string; onSelect: () => void; icon?: ContactIconName };

export interface MobileMenuProps {
  /** Accessible name of the open button, e.g. 'Menüyü aç'. */
  openLabel: string;
  /** Accessible name of the close button, e.g. 'Menüyü kapat'. */
  closeLabel: string;
  /** Dialog title (shown at the top), e.g. 'Menü'. */
  title: string;
  /** §2: home, Umrah, Hajj, international, custom Umrah, about, contact, login or settings, logout. */
  items: MobileMenuItem[];
  /** §2: the directions and phone links at the bottom. */
  contactLinks?: { label: string; href: string; icon: ContactIconName }[];
  /** Changing this (e.g. the location's pathname) closes the menu: §2 "closes on route change". */
  routeKey?: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** Full-screen menu on a modal dialog: focus is trapped, Escape closes, focus returns. */
export function MobileMenu({
  openLabel,
  closeLabel,
  title,
  items,
  contactLinks = [],
  routeKey,
  open: openProp,
  onOpenChange,
}: MobileMenuProps) {
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };
  const lastRoute = useRef(routeKey);

  // After every render: if the route moved on, close (and tell a controlling parent).
  useEffect(() => {
    if (lastRoute.current === routeKey) return;
    lastRoute.current = routeKey;
    setOpen(false);
  });

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.iconButton} aria-label={openLabel}>
        <Menu aria-hidden="true" size={24} />
      </Dialog.Trigger>
      <Dialog.Content size="fullscreen" className={styles.content} aria-describedby={undefined}>
        <div className={styles.top}>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Close className={styles.iconButton} aria-label={closeLabel}>
            <X aria-hidden="true" size={24} />
          </Dialog.Close>
        </div>
        <nav aria-label={title}>
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.label}>
                {item.type === "link" ? (
                  <Link href={item.href} className={styles.item} aria-current={item.current ? "page" : undefined}>
                    {item.icon ? <ContactIcon name={item.icon} /> : null}
                    {item.label}
                  </Link>
                ) : (
                  <button
                    type="button"
                    className={styles.item}
                    onClick={() => {
                      item.onSelect();
                      setOpen(false);
                    }}
                  >
                    {item.icon ? <ContactIcon name={item.icon} /> : null}
                    {item.label}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {contactLinks.length > 0 ? (
          <ul className={styles.contacts}>
            {contactLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={styles.contact}>
                  <ContactIcon name={link.icon} />
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
