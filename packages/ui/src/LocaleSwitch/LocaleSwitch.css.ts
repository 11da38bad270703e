import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";
import { focusOutline } from "../css/focus";

export const root = style({ display: "inline-flex" });
export const list = style({ display: "flex", gap: vars.space.xxsmall, listStyle: "none", margin: 0, padding: 0 });
export const link = style({
  display: "inline-block",
  padding: `2px ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  color: "inherit",
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  selectors: {
    '&[aria-current="true"]': { background: vars.color.brand, color: vars.color.onBrand },
    "&:hover": { textDecoration: "underline" },
  },
  ...focusOutline(),
});
