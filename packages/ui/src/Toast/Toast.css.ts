import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css";
import { focusOutline } from "../css/focus";

const slideIn = keyframes({ from: { opacity: 0, transform: "translateY(8px)" } });

export const viewport = style({
  position: "fixed",
  bottom: 0,
  right: 0,
  zIndex: 200,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xsmall,
  width: "min(380px, 100vw)",
  margin: 0,
  padding: vars.space.medium,
  listStyle: "none",
  outline: "none",
});

export const toast = recipe({
  base: {
    display: "flex",
    alignItems: "flex-start",
    gap: vars.space.small,
    padding: vars.space.medium,
    borderRadius: vars.radius.medium,
    borderLeft: "4px solid",
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.large,
    fontFamily: vars.font.body,
    animation: `${slideIn} ${vars.motion.medium} ${vars.motion.easing}`,
  },
  variants: {
    type: {
      success: { borderColor: vars.color.success },
      fail: { borderColor: vars.color.danger },
      warning: { borderColor: vars.color.warning },
      info: { borderColor: vars.color.info },
    },
  },
});
export const icon = style({ flexShrink: 0, marginTop: 2 });
export const body = style({ flex: 1, display: "flex", flexDirection: "column", gap: vars.space.xxsmall });
export const title = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.body });
export const text = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const close = style({
  display: "inline-flex",
  padding: vars.space.xxsmall,
  border: 0,
  borderRadius: vars.radius.small,
  background: "transparent",
  color: vars.color.textMuted,
  cursor: "pointer",
  ...focusOutline("0"),
});
