import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";
import { focusOutline } from "../css/focus";

export const root = style({
  borderTop: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.body,
  color: vars.color.text,
});
export const item = style({ borderBottom: `1px solid ${vars.color.border}` });
export const header = style({ margin: 0 });
export const trigger = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
  width: "100%",
  padding: `${vars.space.small} 0`,
  border: 0,
  background: "transparent",
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  textAlign: "left",
  cursor: "pointer",
  ...focusOutline(),
});
export const chevron = style({
  flexShrink: 0,
  color: vars.color.brand,
  transition: `transform ${vars.motion.medium} ${vars.motion.easing}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: "rotate(180deg)" } },
});
export const content = style({
  paddingBottom: vars.space.small,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.body,
});
