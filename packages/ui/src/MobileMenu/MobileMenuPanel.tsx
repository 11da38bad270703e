import { X } from "lucide-react";
import * as Dialog from "../Dialog/Dialog";
import { ContactIcon } from "../Icon/contactIcons";
import { Link } from "../Link/Link";
import * as styles from "./MobileMenu.css";
import type { MobileMenuContactLink, MobileMenuItem } from "./types";

export interface MobileMenuPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  closeLabel: string;
  title: string;
  items: MobileMenuItem[];
  contactLinks?: MobileMenuContactLink[];
}

/**
 * The menu's full-screen modal dialog, in a module of its own: `MobileMenu` imports it when the
 * menu is about to open, so Radix Dialog, its focus trap and scroll lock stay off first load.
 * It has no Radix trigger: the kit's Dialog.Content returns focus to the button that opened it.
 */
export function MobileMenuPanel({
  open,
  onOpenChange,
  closeLabel,
  title,
  items,
  contactLinks = [],
}: MobileMenuPanelProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
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
                      onOpenChange(false);
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
