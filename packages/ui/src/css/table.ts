import { vars } from "../theme/contract.css";
import { focusOutline } from "./focus";

/**
 * The kit's data tables (PriceTable, DepartureTable, DataTable) as plain style objects: each
 * component spreads them into its own `style()` and adds what differs (alignment, sizes), so each
 * keeps its own stylesheet (ADR 0012) and the shared look has one home.
 */

/** The box a wide table scrolls in, keyboard-focusable. */
export const tableScroller = {
  overflowX: "auto",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  ...focusOutline(),
} as const;

export const tableBase = {
  width: "100%",
  borderCollapse: "collapse",
  color: vars.color.text,
  background: vars.color.surfaceRaised,
} as const;

/** A content table's caption, read as its title. */
export const tableCaption = {
  padding: vars.space.small,
  textAlign: "left",
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.large,
} as const;

const cellPadding = `${vars.space.xsmall} ${vars.space.small}`;

export const tableHeadCell = {
  padding: cellPadding,
  background: vars.color.surfaceMuted,
  fontWeight: vars.fontWeight.bold,
  textAlign: "left",
  whiteSpace: "nowrap",
} as const;

/** A row's header cell (`<th scope="row">`) and a body cell: a line above each row. */
export const tableRowHeader = {
  padding: cellPadding,
  borderTop: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.medium,
  textAlign: "left",
  whiteSpace: "nowrap",
} as const;

export const tableCell = {
  padding: cellPadding,
  borderTop: `1px solid ${vars.color.border}`,
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
} as const;

/**
 * Issue 22: below this width of its box a data table's rows become cards (a row per card, each
 * value with its column's name beside it), so nothing a visitor needs sits off-screen in a box
 * that scrolls sideways without a hint. A container query: the box's width counts, not the window's.
 */
export const cardsBelow = "36rem";

/** The column name a card shows before a value; in table mode the column header says it. */
export const stackedLabel = {
  display: "none",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
} as const;

/** Visually hidden, still read: a table's column headers while its rows are cards. */
export const stackedHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;
