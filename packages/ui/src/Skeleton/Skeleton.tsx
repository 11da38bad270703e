import type { CSSProperties, ReactNode } from "react";
import { visuallyHidden } from "../css/utils.css";
import * as styles from "./Skeleton.css";

export const skeletonShapes = ["text", "rect", "circle"] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps {
  shape?: SkeletonShape;
  width?: CSSProperties["width"];
  height?: CSSProperties["height"];
}

/** A grey placeholder block. Decorative: wrap a group in `SkeletonGroup` to announce loading. */
export function Skeleton({ shape = "text", width = "100%", height }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-shape={shape}
      className={styles.skeleton({ shape })}
      style={{ width, height: height ?? (shape === "text" ? undefined : width) }}
    />
  );
}

export interface SkeletonGroupProps {
  /** Announced while loading, e.g. 'Turlar yükleniyor'. */
  label: string;
  children: ReactNode;
}

/** A busy region with one spoken label around several skeletons. */
export function SkeletonGroup({ label, children }: SkeletonGroupProps) {
  return (
    <div className={styles.group} role="status" aria-busy="true">
      <span className={visuallyHidden}>{label}</span>
      {children}
    </div>
  );
}
