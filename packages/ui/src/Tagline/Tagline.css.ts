import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const tagline = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  minHeight: `calc(${vars.fontSize.small} * 1.5)`,
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
});

const blink = keyframes({ "50%": { opacity: 0 } });

export const caret = style({
  display: "inline-block",
  width: 2,
  height: "1em",
  marginLeft: 2,
  verticalAlign: "text-bottom",
  background: "currentColor",
  animation: `${blink} 1s steps(1) infinite`,
});
