import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { useId, useState, useSyncExternalStore, type ReactNode } from "react";
import * as styles from "./AdminLayout.css";

export interface AdminLayoutLabels {
  /** The narrow screen's button that shows the navigation, e.g. 'Menü'. */
  openNav: string;
  /** The same button while the navigation is shown, e.g. 'Menüyü kapat'. */
  closeNav: string;
}

export interface AdminLayoutProps {
  /** The side navigation, usually a `SideNav`. */
  nav: ReactNode;
  /** The top bar's contents: the user, the locale switch. */
  topBar: ReactNode;
  breadcrumbs?: ReactNode;
  labels: AdminLayoutLabels;
  /** The current location (e.g. the pathname): when it changes, the narrow screen's panel folds. */
  routeKey?: string;
  children: ReactNode;
}

const noSubscription = () => () => {};

/**
 * The back office's frame: side navigation, top bar, breadcrumbs, then the page. On a narrow
 * screen the navigation folds behind a button; until scripts run (or without them) it stays
 * open above the page, so every link is reachable either way.
 */
export function AdminLayout({ nav, topBar, breadcrumbs, labels, routeKey = "", children }: AdminLayoutProps) {
  const panelId = useId();
  // Open for one location only: a followed link (a new routeKey) folds the panel again.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === routeKey;
  // false on the server and during hydration, true once the button can work.
  const interactive = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <div className={styles.layout}>
      <div className={styles.topBar}>
        {interactive ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpenAt(open ? null : routeKey)}
          >
            {/* Icons of its own: sharing the header's menu icon split the header's chunk (one more file on every public page). */}
            {open ? <PanelLeftClose aria-hidden="true" size={20} /> : <PanelLeftOpen aria-hidden="true" size={20} />}
            {open ? labels.closeNav : labels.openNav}
          </button>
        ) : null}
        <div className={styles.topBarContent}>{topBar}</div>
      </div>
      <div id={panelId} className={styles.side} data-collapsible={interactive} data-open={open}>
        {nav}
      </div>
      <div className={styles.content}>
        {breadcrumbs}
        {children}
      </div>
    </div>
  );
}
