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
});
export const page = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xxsmall,
  minWidth: 40,
  height: 40,
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  textDecoration: "none",
  cursor: "pointer",
  ":hover": { background: vars.color.surfaceMuted },
  ...focusOutline(),
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.fontWeight.bold,
    },
    "&[aria-disabled='true'], &:disabled": { opacity: 0.5, cursor: "not-allowed", background: vars.color.surface },
  },
});
export const gap = style({ minWidth: 24, textAlign: "center", color: vars.color.textMuted });
