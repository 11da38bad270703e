import { vars } from "../theme/contract.css";

/**
 * The kit's one keyboard-focus look: spread `...focusOutline()` into a style, or compose
 * `focusRing`. Only the offset (inset rings inside tight rows) and the colour (on dark
 * surfaces) may differ.
 */
export function focusOutline(offset = "2px", color: string = vars.color.focus) {
  return { ":focus-visible": { outline: `3px solid ${color}`, outlineOffset: offset } } as const;
}
