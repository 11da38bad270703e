import { Menu } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { MobileMenuContactLink, MobileMenuItem } from "./types";
import * as styles from "./MobileMenu.css";

// Every page shows the menu button; few visitors open it. The dialog (Radix Dialog, focus trap,
// scroll lock: about 10 kB gzip) loads when the pointer or focus reaches the button, or on open.
const loadPanel = () => import("./MobileMenuPanel");
const MobileMenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.MobileMenuPanel })));
const preloadPanel = () => void loadPanel();

export type { MobileMenuItem };

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
  contactLinks?: MobileMenuContactLink[];
  /** Changing this (e.g. the location's pathname) closes the menu: §2 "closes on route change". */
  routeKey?: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * Full-screen menu on a modal dialog: focus is trapped, Escape closes, focus returns to the button.
 * The dialog's code loads on demand (see `MobileMenuPanel`).
 */
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

  // The dialog mounts on first open and stays mounted, so it can close with its animation.
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);

  return (
    <>
      {/* A plain button, not Radix's Trigger: it renders before the dialog's code exists. */}
      <button
        type="button"
        className={styles.iconButton}
        aria-label={openLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
      >
        <Menu aria-hidden="true" size={24} />
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <MobileMenuPanel
            open={open}
            onOpenChange={setOpen}
            closeLabel={closeLabel}
            title={title}
            items={items}
            contactLinks={contactLinks}
          />
        </Suspense>
      ) : null}
    </>
  );
}
