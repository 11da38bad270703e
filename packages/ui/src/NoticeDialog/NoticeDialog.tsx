import { CircleCheck, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../Button/Button";
import * as Dialog from "../Dialog/Dialog";
import * as styles from "./NoticeDialog.css";

export const noticeTypes = ["success", "warning"] as const;
export type NoticeType = (typeof noticeTypes)[number];

/** The notice dialog of §3/§4: title, text, a success or warning icon and a close button. */
export interface NoticeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  type: NoticeType;
  title: string;
  text: ReactNode;
  /** Close button text, e.g. 'Kapat'. */
  closeLabel: string;
}

export function NoticeDialog({ open, onOpenChange, type, title, text, closeLabel }: NoticeDialogProps) {
  const Icon = type === "success" ? CircleCheck : TriangleAlert;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content size="small" className={styles.content} data-type={type}>
        <Icon aria-hidden="true" size={48} className={styles.icon({ type })} />
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description asChild>
          <div>{text}</div>
        </Dialog.Description>
        <Dialog.Close asChild>
          <Button tone="primary">{closeLabel}</Button>
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Root>
  );
}
