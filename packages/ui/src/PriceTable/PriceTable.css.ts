import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";
import { focusOutline } from "../css/focus";

export const scroller = style({
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
  textAlign: "right",
  whiteSpace: "nowrap",
  selectors: { "&:first-child": { textAlign: "left" } },
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
  textAlign: "right",
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
});
export const unavailable = style({ color: vars.color.textMuted });
export const note = style({
  padding: vars.space.small,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
