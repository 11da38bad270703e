import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css";

const pulse = keyframes({ "50%": { opacity: 0.55 } });

export const skeleton = recipe({
  base: {
    display: "block",
    background: vars.color.skeleton,
    animation: `${pulse} 1.6s ease-in-out infinite`,
  },
  variants: {
    shape: {
      text: { height: "1em", borderRadius: vars.radius.small },
      rect: { borderRadius: vars.radius.medium },
      circle: { borderRadius: "50%" },
    },
  },
});
export const group = style({ display: "flex", flexDirection: "column", gap: vars.space.xsmall });
