import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";
import { tableBase, tableCaption, tableCell, tableHeadCell, tableRowHeader, tableScroller } from "../css/table";

export const scroller = style(tableScroller);
export const table = style({ ...tableBase, fontFamily: vars.font.body, fontSize: vars.fontSize.body });
export const caption = style(tableCaption);
export const headCell = style({
  ...tableHeadCell,
  fontSize: vars.fontSize.small,
  textAlign: "right",
  selectors: { "&:first-child": { textAlign: "left" } },
});
export const rowHeader = style(tableRowHeader);
export const cell = style({ ...tableCell, textAlign: "right" });
export const unavailable = style({ color: vars.color.textMuted });
export const note = style({
  padding: vars.space.small,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
