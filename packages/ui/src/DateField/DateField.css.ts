import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";
import { focusOutline } from "../css/focus";

export const row = style({ display: "flex", alignItems: "center", gap: vars.space.xsmall });
export const popover = style({
  zIndex: 110,
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.large,
  color: vars.color.text,
  fontFamily: vars.font.body,
});
export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.xsmall,
  marginBottom: vars.space.xsmall,
});
export const monthTitle = style({ fontWeight: vars.fontWeight.bold, textTransform: "capitalize" });
export const navButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 36,
  height: 36,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: "pointer",
  ...focusOutline(),
});
export const grid = style({ borderCollapse: "collapse", fontSize: vars.fontSize.small });
export const weekday = style({
  width: 40,
  height: 28,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  textAlign: "center",
});
export const cell = style({ padding: 1, textAlign: "center" });
export const day = style({
  width: 38,
  height: 38,
  border: "1px solid transparent",
  borderRadius: vars.radius.medium,
  background: "transparent",
  color: vars.color.text,
  fontVariantNumeric: "tabular-nums",
  cursor: "pointer",
  ":hover": { background: vars.color.surfaceMuted },
  ...focusOutline(),
  selectors: {
    '&[data-outside="true"]': { color: vars.color.textMuted },
    '&[data-today="true"]': { borderColor: vars.color.borderStrong, fontWeight: vars.fontWeight.bold },
    '&[aria-pressed="true"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.fontWeight.bold,
    },
    '&[aria-disabled="true"]': { opacity: 0.4, cursor: "not-allowed", textDecoration: "line-through" },
  },
});
