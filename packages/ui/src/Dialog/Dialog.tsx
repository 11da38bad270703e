import * as RadixDialog from "@radix-ui/react-dialog";
import { forwardRef, useRef, type ComponentPropsWithoutRef, type ElementRef } from "react";
import { cx } from "../hooks/cx";
import * as styles from "./Dialog.css";

/**
 * Themed parts over `@radix-ui/react-dialog` (focus trap, Escape, aria-modal, focus return).
 * NoticeDialog, MobileMenu and the Gallery lightbox are built from these.
 */
export const Root = RadixDialog.Root;
export const Trigger = RadixDialog.Trigger;
export const Close = RadixDialog.Close;
export const Portal = RadixDialog.Portal;

export const dialogSizes = ["small", "medium", "fullscreen"] as const;
export type DialogSize = (typeof dialogSizes)[number];

export interface ContentProps extends ComponentPropsWithoutRef<typeof RadixDialog.Content> {
  size?: DialogSize;
}

export const Content = forwardRef<ElementRef<typeof RadixDialog.Content>, ContentProps>(function DialogContent(
  { size = "medium", className, children, onOpenAutoFocus, onCloseAutoFocus, ...rest },
  ref,
) {
  // Radix returns focus to its Trigger only; dialogs opened from elsewhere (a NoticeDialog
  // opened by a form, a lightbox opened from a thumbnail) must return focus to their opener.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={styles.overlay} />
      <RadixDialog.Content
        ref={ref}
        aria-modal="true"
        onOpenAutoFocus={(event) => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented || !opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
        className={cx(styles.content({ size }), className)}
        {...rest}
      >
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
});
Content.displayName = "Dialog.Content";

export const Title = forwardRef<
  ElementRef<typeof RadixDialog.Title>,
  ComponentPropsWithoutRef<typeof RadixDialog.Title>
>(function DialogTitle({ className, ...rest }, ref) {
  return <RadixDialog.Title ref={ref} className={cx(styles.title, className)} {...rest} />;
});
Title.displayName = "Dialog.Title";

export const Description = forwardRef<
  ElementRef<typeof RadixDialog.Description>,
  ComponentPropsWithoutRef<typeof RadixDialog.Description>
>(function DialogDescription({ className, ...rest }, ref) {
  return <RadixDialog.Description ref={ref} className={cx(styles.description, className)} {...rest} />;
});
Description.displayName = "Dialog.Description";
