import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";
import { focusOutline } from "../css/focus";
import { tableBase, tableScroller } from "../css/table";

export const wrapper = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.small,
  fontFamily: vars.font.body,
});
export const scroller = style(tableScroller);
export const table = style({ ...tableBase, fontSize: vars.fontSize.small });
export const caption = style({
  padding: vars.space.small,
  textAlign: "left",
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.body,
});
export const th = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  background: vars.color.surfaceMuted,
  fontWeight: vars.fontWeight.bold,
  textAlign: "left",
  whiteSpace: "nowrap",
  selectors: { '&[data-align="end"]': { textAlign: "right" } },
});
export const td = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&[data-align="end"]': { textAlign: "right", fontVariantNumeric: "tabular-nums" } },
});
export const row = style({
  selectors: { '&[data-selected="true"]': { background: vars.color.surfaceMuted } },
});
export const selectCell = style({ width: 44 });
export const checkbox = style({ width: 18, height: 18, accentColor: vars.color.brand, ...focusOutline() });
export const sortButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxsmall,
  padding: 0,
  border: 0,
  background: "transparent",
  color: "inherit",
  font: "inherit",
  cursor: "pointer",
  ...focusOutline(),
});
export const sortIcon = style({ color: vars.color.textMuted, flexShrink: 0 });
export const stateCell = style({ padding: vars.space.large, borderTop: `1px solid ${vars.color.border}` });
export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
