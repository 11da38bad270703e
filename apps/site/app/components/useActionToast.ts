import type { ToastMessage } from "@rihla/ui";
import { useEffect, useState } from "react";

/**
 * Turns each new `toast` of an action's answer into a toast, dismissible by the user. Every
 * action answer is a new object, so the same text twice still shows twice.
 */
export function useActionToast(toast: Omit<ToastMessage, "id"> | undefined) {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  useEffect(() => {
    if (toast) setToasts((current) => [...current, { ...toast, id: `${Date.now()}-${current.length}` }]);
  }, [toast]);
  return { toasts, dismiss: (id: string) => setToasts((current) => current.filter((t) => t.id !== id)) };
}
