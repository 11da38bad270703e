import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";
import { focusOutline } from "../css/focus";

export const page = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.medium,
  padding: `${vars.space.xxlarge} ${vars.space.medium}`,
  textAlign: "center",
  fontFamily: vars.font.body,
  color: vars.color.text,
});
export const status = style({
  fontFamily: vars.font.heading,
  fontSize: "6rem",
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  color: vars.color.brand,
});
export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxlarge,
  lineHeight: vars.lineHeight.tight,
});
export const message = style({ color: vars.color.textMuted, maxWidth: "60ch" });
export const links = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space.small,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const link = style({
  display: "inline-block",
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.brand}`,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  ":hover": { background: vars.color.surfaceMuted },
  ...focusOutline(),
});
