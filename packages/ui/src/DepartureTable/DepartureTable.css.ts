import { createContainer, style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";
import { focusOutline } from "../css/focus";
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
/** Rows as cards when the table's box is narrow (a phone, a sidebar). */
const narrow = `${box} (max-width: ${cardsBelow})`;

export const scroller = style({
  // Positioned, so the visually hidden header of the action column stays inside the scroll box.
  position: "relative",
  ...tableScroller,
  containerName: box,
  containerType: "inline-size",
});
export const table = style({
  ...tableBase,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  "@container": { [narrow]: { display: "block" } },
});
export const caption = style({ ...tableCaption, "@container": { [narrow]: { display: "block" } } });
export const head = style({ "@container": { [narrow]: stackedHidden } });
export const body = style({ "@container": { [narrow]: { display: "block" } } });
export const headCell = style({ ...tableHeadCell, fontSize: vars.fontSize.small });
export const row = style({
  "@container": {
    [narrow]: {
      display: "grid",
      gridTemplateColumns: "1fr auto",
      gridTemplateAreas: '"dates state" "days seats" "price price" "action action"',
      gap: `${vars.space.xxsmall} ${vars.space.small}`,
      padding: vars.space.small,
      borderTop: `1px solid ${vars.color.border}`,
      selectors: { "&:first-child": { borderTop: "none" } },
    },
  },
});
const card = (area: string, extra: Record<string, string> = {}) =>
  ({ display: "block", gridArea: area, padding: 0, border: "none", whiteSpace: "normal", ...extra }) as const;
export const rowHeader = style({
  ...tableRowHeader,
  "@container": { [narrow]: card("dates", { fontWeight: vars.fontWeight.bold }) },
});
export const cell = style(tableCell);
export const days = style({ "@container": { [narrow]: card("days") } });
export const seats = style({ "@container": { [narrow]: card("seats", { textAlign: "right" }) } });
export const state = style({ "@container": { [narrow]: card("state", { textAlign: "right" }) } });
export const price = style({ "@container": { [narrow]: card("price") } });
export const actionCell = style({ "@container": { [narrow]: card("action", { paddingTop: vars.space.xsmall }) } });
export const cellLabel = style({
  ...stackedLabel,
  "@container": { [narrow]: { display: "inline", marginRight: vars.space.xxsmall } },
});
export const priceAmount = style({ fontWeight: vars.fontWeight.bold });
export const priceNote = style({
  display: "block",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  "@container": { [narrow]: { display: "inline", marginLeft: vars.space.xxsmall } },
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
  "@container": {
    // A finger-sized button across the card.
    [narrow]: { display: "flex", alignItems: "center", justifyContent: "center", minHeight: 44 },
  },
});
export const empty = style({ color: vars.color.textMuted });
