import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";
import { focusOutline } from "../css/focus";

export const field = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxsmall,
  fontFamily: vars.font.body,
  color: vars.color.text,
});
export const label = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.small });
export const hint = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const error = style({
  fontSize: vars.fontSize.small,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});
export const input = style({
  width: "100%",
  minHeight: 40,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  ...focusOutline(),
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 } },
});
export const affixRow = style({ display: "flex", alignItems: "center", gap: vars.space.xsmall });
export const prefix = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  fontWeight: vars.fontWeight.medium,
});
export const iconButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 40,
  height: 40,
  flexShrink: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: "pointer",
  ...focusOutline(),
});
export const rules = style({
  display: "flex",
  flexDirection: "column",
  gap: 2,
  listStyle: "none",
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.small,
});
export const rule = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xxsmall,
  color: vars.color.textMuted,
  selectors: { '&[data-passed="true"]': { color: vars.color.success } },
});
export const srOnly = style({
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});
export const choiceRow = style({ display: "flex", alignItems: "center", gap: vars.space.xsmall });
export const choiceLabel = style({ fontSize: vars.fontSize.body });
export const checkbox = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 22,
  height: 22,
  flexShrink: 0,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.onBrand,
  cursor: "pointer",
  ...focusOutline(),
  selectors: {
    '&[data-state="checked"]': { background: vars.color.brand, borderColor: vars.color.brand },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
export const radioGroup = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xsmall,
  selectors: { '&[data-orientation="horizontal"]': { flexDirection: "row", flexWrap: "wrap", gap: vars.space.medium } },
});
export const radio = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 22,
  height: 22,
  flexShrink: 0,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: "50%",
  background: vars.color.surface,
  cursor: "pointer",
  ...focusOutline(),
  selectors: { '&[data-state="checked"]': { borderColor: vars.color.brand } },
});
export const radioDot = style({ width: 10, height: 10, borderRadius: "50%", background: vars.color.brand });
export const formError = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  border: `2px solid ${vars.color.danger}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  ...focusOutline(),
});
export const formErrorTitle = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xsmall,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.danger,
});
export const formErrorList = style({ margin: 0, paddingLeft: vars.space.large, color: vars.color.link });
