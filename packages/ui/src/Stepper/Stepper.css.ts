import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";
import { focusOutline } from "../css/focus";

export const root = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.medium,
});
export const text = style({ display: "flex", flexDirection: "column" });
export const label = style({ fontWeight: vars.fontWeight.medium });
export const hint = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const controls = style({ display: "flex", alignItems: "center", gap: vars.space.xsmall });
export const button = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 36,
  height: 36,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: "pointer",
  ...focusOutline(),
  selectors: { '&[aria-disabled="true"]': { opacity: 0.45, cursor: "not-allowed" } },
});
export const value = style({
  minWidth: "2ch",
  textAlign: "center",
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: "tabular-nums",
});
