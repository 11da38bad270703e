import { lazy, Suspense, useSyncExternalStore } from "react";
import { useReducedMotion } from "../hooks/useReducedMotion";
import type { TaglineMode } from "./modes";
import { TaglineFrame } from "./TaglineFrame";
import type { TypewriterTiming } from "./typewriter";

export { taglineModes, type TaglineMode } from "./modes";

export interface TaglineProps {
  taglines: readonly string[];
  /** `typewriter` types and deletes each tagline; `rotate` swaps whole taglines. */
  mode?: TaglineMode;
  /** Spec §9's typing speed and pause by default (`defaultTypewriterTiming`). */
  timing?: TypewriterTiming;
  /** Spec §9's 2000 ms by default (`defaultRotationMs`). */
  rotationMs?: number;
  className?: string;
}

// The motion is code every page's header would load before it runs (issue 10): it loads once
// the page is hydrated, and never with reduced motion.
const TaglineMotion = lazy(() => import("./TaglineMotion").then((module) => ({ default: module.TaglineMotion })));
const noSubscription = () => () => {};

/**
 * The header's moving tagline (§2, §9). Screen readers get the whole current tagline once, not
 * each typed letter; with reduced motion the first tagline stands still. The server's markup is
 * the motion's first frame, so nothing moves or jumps when the motion takes over.
 */
export function Tagline({ taglines, mode = "typewriter", timing, rotationMs, className }: TaglineProps) {
  const reduced = useReducedMotion();
  // False in the server's HTML and while hydrating, true once React runs the page.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const animate = !reduced && taglines.length > 0;
  const first = taglines[0] ?? "";
  const typing = animate && mode === "typewriter";
  const still = <TaglineFrame full={first} shown={typing ? "" : first} caret={typing} className={className} />;
  if (!animate || !hydrated) return still;
  return (
    <Suspense fallback={still}>
      <TaglineMotion taglines={taglines} mode={mode} timing={timing} rotationMs={rotationMs} className={className} />
    </Suspense>
  );
}
