import type { ReactNode } from "react";

// Shared by Toaster and its lazily loaded region, so neither imports the other.
export const toastTypes = ["success", "fail", "warning", "info"] as const;
export type ToastType = (typeof toastTypes)[number];

export interface ToastMessage {
  id: string;
  type: ToastType;
  title: string;
  text?: string;
}

export interface ToasterProps {
  toasts: ToastMessage[];
  onDismiss: (id: string) => void;
  /** Accessible name of the close button, e.g. 'Kapat'. */
  closeLabel: string;
  /** Name of the notifications region for screen readers, e.g. 'Bildirimler ({hotkey})'. */
  regionLabel: string;
  durationMs?: number;
  /** Rendered next to the toasts (not inside Radix's provider). */
  children?: ReactNode;
}
