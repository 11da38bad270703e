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
