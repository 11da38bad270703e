import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const rating = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xsmall,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  color: vars.color.text,
});
export const stars = style({ position: "relative", display: "inline-flex", lineHeight: 0 });
export const row = style({ display: "inline-flex", gap: 2 });
export const empty = style({ color: vars.color.border });
export const filled = style({
  position: "absolute",
  inset: 0,
  overflow: "hidden",
  whiteSpace: "nowrap",
  color: vars.color.rating,
});
export const text = style({ color: vars.color.textMuted });
