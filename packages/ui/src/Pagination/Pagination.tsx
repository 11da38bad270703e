import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "../Link/Link";
import { formatLabel } from "../RoomPicker/roomLimits";
import * as styles from "./Pagination.css";
import { pageRange } from "./pageRange";

export interface PaginationProps {
  /** Name of the landmark, e.g. 'Sayfalar'. */
  label: string;
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  /** Link pages (crawlable lists). Without it pages are buttons calling `onPageChange`. */
  hrefForPage?: (page: number) => string;
  onPageChange?: (page: number) => void;
  previousLabel: string;
  nextLabel: string;
  /** Accessible name of a page, with `{page}`: 'Sayfa {page}'. */
  pageLabel: string;
  /** Pages shown on each side of the current one. */
  siblings?: number;
}

/** Page links or buttons with first, last, neighbours and gaps (see `pageRange`). */
export function Pagination({
  label,
  page,
  pageCount,
  hrefForPage,
  onPageChange,
  previousLabel,
  nextLabel,
  pageLabel,
  siblings = 1,
}: PaginationProps) {
  if (pageCount <= 1) return null;

  function control(target: number, content: ReactNode, name: string, options: { current?: boolean } = {}) {
    const disabled = target < 1 || target > pageCount;
    const common = {
      className: styles.page,
      "aria-label": name,
      "aria-current": options.current ? ("page" as const) : undefined,
    };
    if (hrefForPage) {
      // A link to nowhere cannot be disabled; the edge arrows become inert text instead.
      if (disabled) {
        return (
          <span {...common} aria-disabled="true" role="link">
            {content}
          </span>
        );
      }
      return (
        <Link {...common} href={hrefForPage(target)}>
          {content}
        </Link>
      );
    }
    return (
      <button {...common} type="button" disabled={disabled} onClick={() => onPageChange?.(target)}>
        {content}
      </button>
    );
  }

  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        <li>{control(page - 1, <ChevronLeft aria-hidden="true" size={18} />, previousLabel)}</li>
        {pageRange(page, pageCount, siblings).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {control(item, item, formatLabel(pageLabel, { page: item }), { current: item === page })}
            </li>
          ),
        )}
        <li>{control(page + 1, <ChevronRight aria-hidden="true" size={18} />, nextLabel)}</li>
      </ul>
    </nav>
  );
}
