import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";
import { focusOutline } from "../css/focus";

export const scroller = style({
  // Positioned, so the visually hidden header of the action column stays inside the scroll box.
  position: "relative",
  overflowX: "auto",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  ...focusOutline(),
});
export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
});
export const caption = style({
  padding: vars.space.small,
  textAlign: "left",
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.large,
});
export const headCell = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  textAlign: "left",
  whiteSpace: "nowrap",
});
export const rowHeader = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderTop: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.medium,
  textAlign: "left",
  whiteSpace: "nowrap",
});
export const cell = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderTop: `1px solid ${vars.color.border}`,
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
});
export const action = style({
  display: "inline-block",
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: "none",
  ...focusOutline(),
});
export const empty = style({ color: vars.color.textMuted });
