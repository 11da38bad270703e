import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const emptyState = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.small,
  padding: `${vars.space.xlarge} ${vars.space.large}`,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontFamily: vars.font.body,
  textAlign: "center",
});
export const icon = style({ color: vars.color.textMuted });
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
});
export const description = style({ margin: 0, maxWidth: "48ch", color: vars.color.textMuted });
