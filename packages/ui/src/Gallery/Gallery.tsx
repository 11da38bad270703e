import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useState, type KeyboardEvent } from "react";
import * as Dialog from "../Dialog/Dialog";
import { formatLabel } from "../RoomPicker/roomLimits";
import * as styles from "./Gallery.css";
import { wrapIndex } from "./galleryIndex";

export interface GalleryImage {
  src: string;
  alt: string;
  /** A smaller file for the grid; `src` is used when absent. */
  thumbSrc?: string;
  caption?: string;
}

export interface GalleryLabels {
  /** Name of the lightbox dialog: 'Fotoğraf galerisi'. */
  title: string;
  /** Name of a thumbnail button, with `{alt}`, `{index}` and `{count}`: 'Büyüt: {alt}'. */
  open: string;
  /** Position in the lightbox, with `{index}` and `{count}`: '{index} / {count}'. */
  counter: string;
  previous: string;
  next: string;
  close: string;
}

export interface GalleryProps {
  images: GalleryImage[];
  labels: GalleryLabels;
}

/**
 * Thumbnails that open a full-screen lightbox on the kit's Dialog (focus trap, Escape, focus
 * back on the thumbnail). Arrow keys and the buttons move through the images, wrapping round.
 */
export function Gallery({ images, labels }: GalleryProps) {
  const [index, setIndex] = useState<number | null>(null);
  const count = images.length;
  const current = index === null ? undefined : images[index];

  function move(step: number) {
    setIndex((value) => (value === null ? value : wrapIndex(value, step, count)));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (step === undefined) return;
    // Right-to-left pages flip the arrows, like the chevron buttons do visually.
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    event.preventDefault();
    move(rtl ? -step : step);
  }

  const position = (i: number) => ({ index: i + 1, count });

  return (
    <>
      <ul className={styles.grid}>
        {images.map((image, i) => (
          <li key={`${i}-${image.src}`}>
            <button
              type="button"
              className={styles.thumbButton}
              aria-label={formatLabel(labels.open, { ...position(i), alt: image.alt })}
              onClick={() => setIndex(i)}
            >
              <img className={styles.thumb} src={image.thumbSrc ?? image.src} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog.Root open={current !== undefined} onOpenChange={(open) => (open ? undefined : setIndex(null))}>
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
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={labels.previous}
                  onClick={() => move(-1)}
                >
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
    </>
  );
}
