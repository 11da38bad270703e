import { createContainer, style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";
import {
  cardsBelow,
  stackedHidden,
  stackedLabel,
  tableBase,
  tableCaption,
  tableCell,
  tableHeadCell,
  tableRowHeader,
  tableScroller,
} from "../css/table";

const box = createContainer();
/** Rows as cards when the table's box is narrow (a phone). */
const narrow = `${box} (max-width: ${cardsBelow})`;

export const scroller = style({ ...tableScroller, containerName: box, containerType: "inline-size" });
export const table = style({
  ...tableBase,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  "@container": { [narrow]: { display: "block" } },
});
export const caption = style({ ...tableCaption, "@container": { [narrow]: { display: "block" } } });
export const head = style({ "@container": { [narrow]: stackedHidden } });
export const body = style({ "@container": { [narrow]: { display: "block" } } });
export const headCell = style({
  ...tableHeadCell,
  fontSize: vars.fontSize.small,
  textAlign: "right",
  selectors: { "&:first-child": { textAlign: "left" } },
});
export const row = style({
  "@container": {
    [narrow]: {
      display: "grid",
      gridTemplateColumns: "repeat(auto-fit, minmax(6rem, 1fr))",
      gap: `${vars.space.xxsmall} ${vars.space.small}`,
      padding: vars.space.small,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});
const card = { display: "block", padding: 0, border: "none", whiteSpace: "normal", textAlign: "left" } as const;
export const rowHeader = style({ ...tableRowHeader, "@container": { [narrow]: { ...card, gridColumn: "1 / -1" } } });
export const cell = style({ ...tableCell, textAlign: "right", "@container": { [narrow]: card } });
export const cellLabel = style({ ...stackedLabel, "@container": { [narrow]: { display: "block" } } });
export const unavailable = style({ color: vars.color.textMuted });
export const note = style({
  padding: vars.space.small,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
