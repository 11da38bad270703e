import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const chips = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xsmall,
  margin: `${vars.space.small} 0`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
});
export const label = style({ color: vars.color.textMuted });
export const list = style({ display: "contents", listStyle: "none" });
export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxsmall,
  minHeight: 32,
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.brand}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.color.surfaceRaised },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const clear = style({
  color: vars.color.link,
  padding: `0 ${vars.space.xsmall}`,
  minHeight: 32,
  display: "inline-flex",
  alignItems: "center",
});
