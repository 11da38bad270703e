import { ChevronDown } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link } from "../Link/Link";
import { cx } from "../hooks/cx";
import type { LinkGroup } from "../types";
import * as styles from "./MegaMenu.css";

/** Spec §4/§9: the mega-menu toggles 400 ms after the click. */
export const megaMenuDelayMs = 400;

export interface MegaMenuProps {
  /** Trigger text, e.g. 'Umre Turları'. */
  label: string;
  columns: LinkGroup[];
  /** Optional content under the columns (e.g. an 'all tours' link). */
  footer?: ReactNode;
  delayMs?: number;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/**
 * A disclosure (button + panel of link lists), not an ARIA menu: links stay links for screen
 * readers. Closes on Escape (focus returns to the button), on outside click and when focus
 * leaves it.
 */
export function MegaMenu({
  label,
  columns,
  footer,
  delayMs = megaMenuDelayMs,
  open: openProp,
  onOpenChange,
  className,
}: MegaMenuProps) {
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const setOpen = useCallback(
    (next: boolean) => {
      clearTimeout(timer.current);
      if (openProp === undefined) setOpenState(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, setOpen]);

  const onClick = () => {
    clearTimeout(timer.current);
    const next = !open;
    timer.current = setTimeout(() => setOpen(next), delayMs);
  };

  return (
    <div
      ref={rootRef}
      className={cx(styles.root, className)}
      onBlur={(event) => {
        if (open && event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node)) {
          setOpen(false);
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onClick}
      >
        {label}
        <ChevronDown aria-hidden="true" size={16} className={styles.chevron} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <div className={styles.columns}>
          {columns.map((column) => (
            <section key={column.title} className={styles.column} aria-label={column.title}>
              <h2 className={styles.columnTitle}>{column.title}</h2>
              <ul className={styles.list}>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className={styles.link} aria-current={link.current ? "page" : undefined}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>
  );
}
