import { ChevronRight } from "lucide-react";
import { Link } from "../Link/Link";
import * as styles from "./Breadcrumbs.css";

export interface BreadcrumbItem {
  label: string;
  /** Leave out on the last item: it is the current page. */
  href?: string;
}

export interface BreadcrumbsProps {
  /** Name of the landmark, e.g. 'Sayfa yolu' / 'Breadcrumb'. */
  label: string;
  items: BreadcrumbItem[];
}

/** Where the page sits in the site; the last item is the current page (`aria-current`). */
export function Breadcrumbs({ label, items }: BreadcrumbsProps) {
  return (
    <nav aria-label={label}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {last || !item.href ? (
                <span className={styles.current} aria-current={last ? "page" : undefined}>
                  {item.label}
                </span>
              ) : (
                <Link href={item.href} className={styles.link}>
                  {item.label}
                </Link>
              )}
              {last ? null : <ChevronRight aria-hidden="true" size={14} className={styles.separator} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
