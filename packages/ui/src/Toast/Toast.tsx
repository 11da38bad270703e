import * as RadixToast from "@radix-ui/react-toast";
import { CircleCheck, Info, TriangleAlert, X, CircleX } from "lucide-react";
import type { ReactNode } from "react";
import * as styles from "./Toast.css";

export const toastTypes = ["success", "fail", "warning", "info"] as const;
export type ToastType = (typeof toastTypes)[number];

const icons = { success: CircleCheck, fail: CircleX, warning: TriangleAlert, info: Info } as const;

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
  children?: ReactNode;
}

/**
 * Toasts of §8 (e.g. type `fail`, title 'Hata', the server's text) on `@radix-ui/react-toast`:
 * announced politely, or assertively for `fail`; paused on hover and focus; F8 reaches them.
 */
export function Toaster({ toasts, onDismiss, closeLabel, regionLabel, durationMs = 6000, children }: ToasterProps) {
  return (
    <RadixToast.Provider duration={durationMs} label={regionLabel}>
      {children}
      {toasts.map((toast) => {
        const Icon = icons[toast.type];
        return (
          <RadixToast.Root
            key={toast.id}
            className={styles.toast({ type: toast.type })}
            type={toast.type === "fail" ? "foreground" : "background"}
            data-type={toast.type}
            onOpenChange={(open) => {
              if (!open) onDismiss(toast.id);
            }}
          >
            <Icon aria-hidden="true" size={20} className={styles.icon} />
            <div className={styles.body}>
              <RadixToast.Title className={styles.title}>{toast.title}</RadixToast.Title>
              {toast.text ? (
                <RadixToast.Description className={styles.text}>{toast.text}</RadixToast.Description>
              ) : null}
            </div>
            <RadixToast.Close className={styles.close} aria-label={closeLabel}>
              <X aria-hidden="true" size={16} />
            </RadixToast.Close>
          </RadixToast.Root>
        );
      })}
      <RadixToast.Viewport className={styles.viewport} />
    </RadixToast.Provider>
  );
}
