import { globalStyle, style } from "@vanilla-extract/css";
import { focusOutline } from "../css/focus";
import { tableBase, tableScroller } from "../css/table";
import { vars } from "../theme/contract.css";

export const figure = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  minWidth: 0,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.bold });
export const plot = style({
  display: "flex",
  alignItems: "stretch",
  gap: vars.space.xsmall,
  height: "12rem",
  minWidth: 0,
});
export const column = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.xxsmall,
  flex: "1 1 0",
  minWidth: 0,
});
export const value = style({
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: "tabular-nums",
});
export const track = style({
  display: "flex",
  alignItems: "flex-end",
  flex: "1 1 auto",
  width: "100%",
  borderBottom: `1px solid ${vars.color.borderStrong}`,
});
export const bar = style({
  display: "block",
  width: "100%",
  minHeight: "1px",
  borderRadius: `${vars.radius.small} ${vars.radius.small} 0 0`,
  background: vars.color.brand,
});
export const label = style({
  maxWidth: "100%",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  fontSize: vars.fontSize.xsmall,
  color: vars.color.textMuted,
});
export const details = style({ minWidth: 0 });
export const summary = style({
  cursor: "pointer",
  minHeight: "44px",
  display: "flex",
  alignItems: "center",
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  ...focusOutline(),
});
export const tableWrap = style({ ...tableScroller, maxWidth: "100%" });
export const table = style({ ...tableBase, fontVariantNumeric: "tabular-nums" });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "start",
});
