import { lazy, Suspense, useState } from "react";
import { toastTypes, type ToasterProps, type ToastMessage, type ToastType } from "./types";

export { toastTypes, type ToasterProps, type ToastMessage, type ToastType };

// Most pages that can show a toast never do: the Radix part loads with the first toast.
const ToastRegion = lazy(() => import("./ToastRegion").then((module) => ({ default: module.ToastRegion })));

/**
 * Toasts of §8 (e.g. type `fail`, title 'Hata', the server's text) on `@radix-ui/react-toast`:
 * announced politely, or assertively for `fail`; paused on hover and focus; F8 reaches them.
 * The region mounts with the first toast and stays, so later toasts animate as usual.
 */
export function Toaster({ toasts, onDismiss, closeLabel, regionLabel, durationMs = 6000, children }: ToasterProps) {
  const [mounted, setMounted] = useState(toasts.length > 0);
  if (toasts.length > 0 && !mounted) setMounted(true);
  return (
    <>
      {children}
      {mounted ? (
        <Suspense fallback={null}>
          <ToastRegion
            toasts={toasts}
            onDismiss={onDismiss}
            closeLabel={closeLabel}
            regionLabel={regionLabel}
            durationMs={durationMs}
          />
        </Suspense>
      ) : null}
    </>
  );
}
