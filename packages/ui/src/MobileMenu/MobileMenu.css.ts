import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";
import { focusOutline } from "../css/focus";

export const iconButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 44,
  height: 44,
  border: 0,
  borderRadius: vars.radius.medium,
  background: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  ":hover": { background: vars.color.surfaceMuted },
  ...focusOutline(),
});
export const content = style({ display: "flex", flexDirection: "column", gap: vars.space.large });
export const top = style({ display: "flex", alignItems: "center", justifyContent: "space-between" });
export const list = style({ display: "flex", flexDirection: "column", listStyle: "none", margin: 0, padding: 0 });
export const item = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.small,
  width: "100%",
  padding: `${vars.space.small} ${vars.space.xsmall}`,
  border: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  background: "transparent",
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.large,
  textAlign: "left",
  textDecoration: "none",
  cursor: "pointer",
  selectors: { '&[aria-current="page"]': { color: vars.color.brand, fontWeight: vars.fontWeight.bold } },
  ...focusOutline("-3px"),
});
export const contacts = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.small,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const contact = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xsmall,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  textDecoration: "none",
  ...focusOutline(),
});
