import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css";
import { focusOutline } from "../css/focus";

const fadeIn = keyframes({ from: { opacity: 0 } });
const rise = keyframes({ from: { opacity: 0, transform: "translate(-50%, -46%)" } });

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: 100,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.medium} ${vars.motion.easing}`,
});

export const content = recipe({
  base: {
    position: "fixed",
    zIndex: 101,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: vars.font.body,
    boxShadow: vars.shadow.large,
    ...focusOutline("0"),
  },
  variants: {
    size: {
      small: {
        top: "50%",
        left: "50%",
        transform: "translate(-50%, -50%)",
        width: "min(420px, calc(100vw - 2rem))",
        padding: vars.space.large,
        borderRadius: vars.radius.large,
        animation: `${rise} ${vars.motion.medium} ${vars.motion.easing}`,
      },
      medium: {
        top: "50%",
        left: "50%",
        transform: "translate(-50%, -50%)",
        width: "min(880px, calc(100vw - 2rem))",
        maxHeight: "calc(100vh - 2rem)",
        overflow: "auto",
        padding: vars.space.large,
        borderRadius: vars.radius.large,
        animation: `${rise} ${vars.motion.medium} ${vars.motion.easing}`,
      },
      fullscreen: {
        inset: 0,
        overflow: "auto",
        padding: vars.space.large,
        animation: `${fadeIn} ${vars.motion.medium} ${vars.motion.easing}`,
      },
    },
  },
});

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
export const description = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.body });
