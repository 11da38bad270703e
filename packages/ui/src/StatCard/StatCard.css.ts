import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const card = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
});
export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.xxsmall, margin: 0 });
export const label = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});
export const value = style({
  margin: 0,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: "tabular-nums",
});
export const change = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.fontSize.small,
  selectors: {
    '&[data-trend="up"]': { color: vars.color.success },
    '&[data-trend="down"]': { color: vars.color.danger },
    '&[data-trend="flat"]': { color: vars.color.textMuted },
  },
});
export const icon = style({
  display: "inline-flex",
  padding: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  color: vars.color.brand,
});
