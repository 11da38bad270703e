import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const card = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xsmall,
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  fontFamily: vars.font.body,
  color: vars.color.text,
});
export const image = style({
  width: "100%",
  height: "auto",
  aspectRatio: "3 / 2",
  objectFit: "cover",
  borderRadius: vars.radius.medium,
  background: vars.color.skeleton,
});
export const title = style({ fontSize: vars.fontSize.large, margin: 0 });
export const link = style({
  color: "inherit",
  textDecoration: "none",
  selectors: {
    // The whole card is the link's target area.
    "&::after": { content: "''", position: "absolute", inset: 0, borderRadius: vars.radius.large },
    "&:focus-visible::after": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const facts = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xxsmall} ${vars.space.small}`,
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
