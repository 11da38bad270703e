import { ChevronLeft, ChevronRight, X } from "lucide-react";
import type { KeyboardEvent } from "react";
import * as Dialog from "../Dialog/Dialog";
import { formatLabel } from "../RoomPicker/roomLimits";
import * as styles from "./Gallery.css";
import type { GalleryImage, GalleryLabels } from "./types";

export interface GalleryLightboxProps {
  images: GalleryImage[];
  labels: GalleryLabels;
  /** The open image, or null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  move: (step: number) => void;
}

/**
 * The gallery's full-screen lightbox on the kit's Dialog (focus trap, Escape, focus back on the
 * thumbnail). Its own module, so the dialog's code (Radix Dialog, focus scope, scroll lock: about
 * 15 kB gzip) loads when a visitor reaches for a photo, not with every tour page (issue 10).
 */
export function GalleryLightbox({ images, labels, index, onIndexChange, move }: GalleryLightboxProps) {
  const count = images.length;
  const current = index === null ? undefined : images[index];
  const position = (i: number) => ({ index: i + 1, count });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (step === undefined) return;
    // Right-to-left pages flip the arrows, like the chevron buttons do visually.
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    event.preventDefault();
    move(rtl ? -step : step);
  }

  return (
    <Dialog.Root open={current !== undefined} onOpenChange={(open) => (open ? undefined : onIndexChange(null))}>
      {current !== undefined && index !== null ? (
        <Dialog.Content
          size="fullscreen"
          className={styles.lightbox}
          onKeyDown={onKeyDown}
          aria-describedby={undefined}
        >
          <div className={styles.bar}>
            <Dialog.Title className={styles.title}>{labels.title}</Dialog.Title>
            <span className={styles.counter} aria-live="polite" aria-atomic="true">
              {formatLabel(labels.counter, position(index))}
            </span>
            <Dialog.Close className={styles.iconButton} aria-label={labels.close}>
              <X aria-hidden="true" size={20} />
            </Dialog.Close>
          </div>
          <div className={styles.stage}>
            {count > 1 ? (
              <button type="button" className={styles.iconButton} aria-label={labels.previous} onClick={() => move(-1)}>
                <ChevronLeft aria-hidden="true" size={22} />
              </button>
            ) : null}
            <figure className={styles.figure}>
              <img className={styles.large} src={current.src} alt={current.alt} />
              {current.caption ? <figcaption className={styles.caption}>{current.caption}</figcaption> : null}
            </figure>
            {count > 1 ? (
              <button type="button" className={styles.iconButton} aria-label={labels.next} onClick={() => move(1)}>
                <ChevronRight aria-hidden="true" size={22} />
              </button>
            ) : null}
          </div>
        </Dialog.Content>
      ) : null}
    </Dialog.Root>
  );
}
