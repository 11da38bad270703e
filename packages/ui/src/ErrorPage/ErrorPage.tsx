import type { ReactNode } from "react";
import { Link } from "../Link/Link";
import { Button } from "../Button/Button";
import type { LinkItem } from "../types";
import * as styles from "./ErrorPage.css";

export interface ErrorPageProps {
  /** HTTP status; a 404 never shows a message or the clear button. */
  status: number;
  /** 'Sayfa Bulunamadı' for 404, 'Bir hata oluştu' otherwise (§2). */
  title: string;
  /** The error message or what the visitor can do (shown for non-404 errors). */
  message?: string;
  /** Ways on: §2's home and Umrah tours on a 404; e.g. signing in as someone else on a 403. */
  links?: LinkItem[];
  /** §2: 'Clear errors', which the site wires to redirect to /. */
  clearLabel?: string;
  onClear?: () => void;
  /**
   * Where 'Clear errors' goes as a plain link (a full page load, so no error state survives and it
   * works without JavaScript); takes the place of `onClear`'s button.
   */
  clearHref?: string;
  illustration?: ReactNode;
}

export function ErrorPage({
  status,
  title,
  message,
  links = [],
  clearLabel,
  onClear,
  clearHref,
  illustration,
}: ErrorPageProps) {
  const notFound = status === 404;
  return (
    <main className={styles.page}>
      {illustration}
      <p className={styles.status} aria-hidden="true">
        {status}
      </p>
      <h1 className={styles.title}>{title}</h1>
      {!notFound && message ? <p className={styles.message}>{message}</p> : null}
      {links.length > 0 ? (
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={styles.link}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {!notFound && clearLabel && clearHref ? (
        // A plain anchor, not the router's link: the document reloads.
        <a href={clearHref} className={styles.link}>
          {clearLabel}
        </a>
      ) : !notFound && clearLabel && onClear ? (
        <Button onClick={onClear}>{clearLabel}</Button>
      ) : null}
    </main>
  );
}
