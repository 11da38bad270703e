import type { ReactNode } from "react";
import { Link } from "../Link/Link";
import * as styles from "./SideNav.css";

export interface SideNavItem {
  /** Stable key, e.g. the domain's menu item id. */
  id: string;
  label: string;
  href: string;
  /** The page being shown: marked `aria-current="page"`. */
  current?: boolean;
  icon?: ReactNode;
}

export interface SideNavProps {
  /** Name of the landmark, e.g. 'Yönetim menüsü' / 'Back office'. */
  label: string;
  /** Built by the app (from the user's role); the kit decides nothing about who sees what. */
  items: SideNavItem[];
  id?: string;
}

/** The back office's side navigation: a list of links, the current page marked. */
export function SideNav({ label, items, id }: SideNavProps) {
  return (
    <nav aria-label={label} id={id} className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <Link href={item.href} className={styles.link} aria-current={item.current ? "page" : undefined}>
              {item.icon ? (
                <span aria-hidden="true" className={styles.icon}>
                  {item.icon}
                </span>
              ) : null}
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
