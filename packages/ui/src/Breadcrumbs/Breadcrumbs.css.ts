import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";
import { focusOutline } from "../css/focus";

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
export const item = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xxsmall });
export const link = style({
  color: vars.color.link,
  textDecoration: "underline",
  textUnderlineOffset: "2px",
  ...focusOutline(),
});
export const current = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });
export const separator = style({ flexShrink: 0, color: vars.color.textMuted });
