import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const spinner = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xsmall,
  fontFamily: vars.font.body,
  color: vars.color.text,
});
export const ring = style({
  display: "inline-block",
  flexShrink: 0,
  border: `3px solid ${vars.color.skeleton}`,
  borderTopColor: vars.color.brand,
  borderRadius: "50%",
  animation: `${spin} 0.8s linear infinite`,
});
export const progress = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxsmall,
  fontFamily: vars.font.body,
  color: vars.color.text,
});
export const labelRow = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
});
export const label = style({ fontWeight: vars.fontWeight.medium });
export const valueText = style({ color: vars.color.textMuted });
export const track = style({
  height: 8,
  overflow: "hidden",
  borderRadius: vars.radius.full,
  background: vars.color.skeleton,
});
export const bar = style({
  height: "100%",
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  transition: `width ${vars.motion.medium} ${vars.motion.easing}`,
});
