import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";
import { focusOutline } from "../css/focus";
import { tableBase, tableCaption, tableCell, tableHeadCell, tableRowHeader, tableScroller } from "../css/table";

export const scroller = style({
  // Positioned, so the visually hidden header of the action column stays inside the scroll box.
  position: "relative",
  ...tableScroller,
});
export const table = style({ ...tableBase, fontFamily: vars.font.body, fontSize: vars.fontSize.body });
export const caption = style(tableCaption);
export const headCell = style({ ...tableHeadCell, fontSize: vars.fontSize.small });
export const rowHeader = style(tableRowHeader);
export const cell = style(tableCell);
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
