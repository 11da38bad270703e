import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const root = style({
  display: "flex",
  flexWrap: "nowrap",
  alignItems: "center",
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: "none",
  counterReset: "step",
});

const base = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  selectors: {
    // A line between two steps, drawn before every step but the first.
    "& + &::before": {
      content: '""',
      display: "inline-block",
      width: "1.5rem",
      height: 2,
      marginInlineEnd: vars.space.xsmall,
      background: vars.color.borderStrong,
      borderRadius: vars.radius.full,
    },
  },
});

export const step = styleVariants({
  done: [base, { color: vars.color.text }],
  current: [base, { color: vars.color.text, fontWeight: vars.fontWeight.bold }],
  todo: [base],
});

const markerBase = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flex: "none",
  width: "1.75rem",
  height: "1.75rem",
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: "tabular-nums",
});

export const marker = styleVariants({
  done: [markerBase, { background: vars.color.success, borderColor: vars.color.success, color: vars.color.onSuccess }],
  current: [markerBase, { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand }],
  todo: [markerBase, { background: vars.color.surface, color: vars.color.textMuted }],
});

/** On a phone only the current step keeps its name on screen (the others are still read out). */
const hiddenOnPhone = style({
  "@media": {
    "screen and (max-width: 36em)": {
      position: "absolute",
      width: 1,
      height: 1,
      padding: 0,
      margin: -1,
      overflow: "hidden",
      clip: "rect(0 0 0 0)",
      whiteSpace: "nowrap",
      border: 0,
    },
  },
});

export const label = styleVariants({
  done: [hiddenOnPhone],
  current: [{}],
  todo: [hiddenOnPhone],
});
