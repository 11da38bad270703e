import * as RadixToast from "@radix-ui/react-toast";
import { CircleCheck, Info, TriangleAlert, X, CircleX } from "lucide-react";
import type { ToasterProps } from "./types";
import * as styles from "./Toast.css";

const icons = { success: CircleCheck, fail: CircleX, warning: TriangleAlert, info: Info } as const;

export type ToastRegionProps = Omit<ToasterProps, "children">;

/**
 * The toasts on `@radix-ui/react-toast`, in a module of its own: `Toaster` imports it when the
 * first toast arrives, so a page that shows none never loads Radix Toast (about 8 kB gzip).
 */
export function ToastRegion({ toasts, onDismiss, closeLabel, regionLabel, durationMs }: ToastRegionProps) {
  return (
    <RadixToast.Provider duration={durationMs} label={regionLabel}>
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
