import { Star } from "lucide-react";
import * as styles from "./Rating.css";

export interface RatingProps {
  /** Score between 0 and `max`; fractions fill part of a star. */
  value: number;
  max?: number;
  /** The spoken score, pre-formatted by the site: '5 üzerinden 4,5'. */
  label: string;
  /** Optional visible text next to the stars, e.g. '4,5 (128 yorum)'. */
  text?: string;
  size?: number;
}

function StarRow({ count, size }: { count: number; size: number }) {
  return (
    <span className={styles.row}>
      {Array.from({ length: count }, (_, i) => (
        <Star key={i} size={size} fill="currentColor" strokeWidth={1} aria-hidden="true" />
      ))}
    </span>
  );
}

/** A read-only star score: one image with the pre-formatted label as its name. */
export function Rating({ value, max = 5, label, text, size = 18 }: RatingProps) {
  const ratio = max > 0 ? Math.min(Math.max(value / max, 0), 1) : 0;
  return (
    <span className={styles.rating}>
      <span className={styles.stars} role="img" aria-label={label}>
        <span className={styles.empty}>
          <StarRow count={max} size={size} />
        </span>
        <span className={styles.filled} style={{ width: `${ratio * 100}%` }}>
          <StarRow count={max} size={size} />
        </span>
      </span>
      {text ? (
        <span className={styles.text} aria-hidden="true">
          {text}
        </span>
      ) : null}
    </span>
  );
}
