import { useRef, useState, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from "react";
import { Button } from "../Button/Button";
import * as Dialog from "../Dialog/Dialog";
import * as styles from "./ConfirmDialog.css";

export interface ConfirmDialogLabels {
  /** The dialog's button that goes ahead, e.g. 'Evet, iptal et'. */
  confirm: string;
  /** The dialog's button that changes nothing, e.g. 'Vazgeç'. */
  cancel: string;
}

export interface ConfirmDialogProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  "type" | "children" | "onClick" | "title"
> {
  /** The form's submit button text, e.g. 'Rezervasyonu iptal et'. */
  children: ReactNode;
  title: string;
  description: ReactNode;
  labels: ConfirmDialogLabels;
  /** `danger` for what cannot be undone (cancelling, deleting). */
  tone?: "danger" | "primary";
}

/**
 * A destructive action's submit button that asks first. It is the form's own submit button, so
 * without JavaScript it submits directly; with it, a click checks the form (required fields),
 * opens an alert dialog, and 'confirm' submits the form with this button as the submitter (its
 * name and value are sent as if it had been clicked).
 */
export function ConfirmDialog({
  children,
  title,
  description,
  labels,
  tone = "danger",
  ...button
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const ask = (event: MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.form;
    if (!form) return;
    event.preventDefault();
    if (form.reportValidity()) setOpen(true);
  };
  const confirm = () => {
    setOpen(false);
    const submitter = trigger.current;
    submitter?.form?.requestSubmit(submitter);
  };
  return (
    <>
      <Button
        {...button}
        ref={trigger}
        type="submit"
        tone={tone === "danger" ? "outline" : "primary"}
        className={tone === "danger" ? styles.dangerTrigger : undefined}
        onClick={ask}
      >
        {children}
      </Button>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Content size="small" role="alertdialog">
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div>{description}</div>
          </Dialog.Description>
          {/* 'Vazgeç' comes first, so the dialog opens with focus on the safe choice. */}
          <div className={styles.actions}>
            <Dialog.Close asChild>
              <Button tone="outline">{labels.cancel}</Button>
            </Dialog.Close>
            <Button tone="primary" className={tone === "danger" ? styles.dangerConfirm : undefined} onClick={confirm}>
              {labels.confirm}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}
