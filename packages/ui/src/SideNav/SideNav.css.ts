import { style } from "@vanilla-extract/css";
import { focusOutline } from "../css/focus";
import { vars } from "../theme/contract.css";

export const nav = style({ fontFamily: vars.font.body });
export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const link = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.small,
  minHeight: "44px",
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  ...focusOutline(),
  selectors: {
    "&:hover": { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': {
      background: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.fontWeight.bold,
    },
  },
});
export const icon = style({ display: "inline-flex", flexShrink: 0 });
