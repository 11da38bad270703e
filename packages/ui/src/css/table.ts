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
