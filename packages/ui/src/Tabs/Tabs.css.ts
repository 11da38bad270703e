import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";
import { focusOutline } from "../css/focus";

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.medium,
  fontFamily: vars.font.body,
});
export const list = style({
  display: "flex",
  gap: vars.space.xxsmall,
  overflowX: "auto",
  borderBottom: `1px solid ${vars.color.border}`,
});
export const trigger = style({
  flexShrink: 0,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  border: 0,
  borderBottom: "3px solid transparent",
  background: "transparent",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.medium,
  cursor: "pointer",
  ":hover": { color: vars.color.text },
  ...focusOutline("-3px"),
  selectors: {
    '&[data-state="active"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    "&[data-disabled]": { opacity: 0.5, cursor: "not-allowed" },
  },
});
export const content = style({
  color: vars.color.text,
  lineHeight: vars.lineHeight.body,
  ...focusOutline(),
});
