import { lazy, Suspense, useState } from "react";
import { formatLabel } from "../RoomPicker/roomLimits";
import * as styles from "./Gallery.css";
import { wrapIndex } from "./galleryIndex";
import type { GalleryImage, GalleryLabels } from "./types";

// Few visitors open a photo: the lightbox's dialog loads when the pointer or focus reaches a
// thumbnail, or on the click itself (the same pattern as MobileMenu).
const loadLightbox = () => import("./GalleryLightbox");
const GalleryLightbox = lazy(() => loadLightbox().then((module) => ({ default: module.GalleryLightbox })));
const preloadLightbox = () => void loadLightbox();

export type { GalleryImage, GalleryLabels };

export interface GalleryProps {
  images: GalleryImage[];
  labels: GalleryLabels;
}

/**
 * Thumbnails that open a full-screen lightbox on the kit's Dialog (focus trap, Escape, focus
 * back on the thumbnail; `GalleryLightbox`, loaded on demand). Arrow keys and the buttons move
 * through the images, wrapping round.
 */
export function Gallery({ images, labels }: GalleryProps) {
  const [index, setIndex] = useState<number | null>(null);
  const count = images.length;
  // The dialog mounts on first open and stays mounted, so it can close with its animation.
  const [mounted, setMounted] = useState(false);
  if (index !== null && !mounted) setMounted(true);

  function move(step: number) {
    setIndex((value) => (value === null ? value : wrapIndex(value, step, count)));
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
              onPointerEnter={preloadLightbox}
              onFocus={preloadLightbox}
            >
              <img className={styles.thumb} src={image.thumbSrc ?? image.src} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {mounted ? (
        <Suspense fallback={null}>
          <GalleryLightbox images={images} labels={labels} index={index} onIndexChange={setIndex} move={move} />
        </Suspense>
      ) : null}
    </>
  );
}
