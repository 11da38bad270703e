import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});
export const day = style({
  position: "relative",
  paddingLeft: "2.75rem",
  paddingBottom: vars.space.medium,
  selectors: {
    // The line joining one day's marker to the next.
    "&:not(:last-child)::before": {
      content: '""',
      position: "absolute",
      left: "0.9rem",
      top: "2rem",
      bottom: 0,
      borderLeft: `2px solid ${vars.color.border}`,
    },
  },
});
export const marker = style({
  position: "absolute",
  left: 0,
  top: 0,
  width: "1.9rem",
  height: "1.9rem",
  borderRadius: "50%",
  display: "grid",
  placeItems: "center",
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
});
export const title = style({
  margin: 0,
  paddingTop: "0.25rem",
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
});
export const text = style({
  margin: `${vars.space.xxsmall} 0 0`,
  color: vars.color.textMuted,
});
