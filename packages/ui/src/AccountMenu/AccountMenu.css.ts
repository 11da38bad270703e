import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";
import { focusOutline } from "../css/focus";

export const trigger = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xsmall,
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  cursor: "pointer",
  ":hover": { background: vars.color.surfaceMuted },
  ...focusOutline(),
});
export const avatar = style({ borderRadius: vars.radius.full, objectFit: "cover" });
export const name = style({
  fontWeight: vars.fontWeight.medium,
  maxWidth: "12ch",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});
export const content = style({
  minWidth: 200,
  padding: vars.space.xxsmall,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
  fontFamily: vars.font.body,
  zIndex: 50,
});
export const item = style({
  display: "flex",
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  textDecoration: "none",
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-highlighted]": { background: vars.color.brand, color: vars.color.onBrand },
    '&[data-tone="danger"]': { color: vars.color.danger },
    '&[data-tone="danger"][data-highlighted]': { background: vars.color.danger, color: vars.color.onDanger },
  },
});
export const separator = style({ height: 1, margin: `${vars.space.xxsmall} 0`, background: vars.color.border });
