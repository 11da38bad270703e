import { style } from "@vanilla-extract/css";
import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css";
import { focusOutline } from "../css/focus";

export const button = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.xsmall,
    border: "1px solid transparent",
    borderRadius: vars.radius.medium,
    fontFamily: vars.font.body,
    fontWeight: 600,
    lineHeight: 1.2,
    cursor: "pointer",
    textDecoration: "none",
    transition: `background-color ${vars.motion.fast} ease-out`,
    ...focusOutline(),
    ":disabled": { cursor: "not-allowed", opacity: 0.6 },
    "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        ":hover": { background: vars.color.brandStrong },
      },
      accent: { background: vars.color.accent, color: vars.color.onAccent },
      outline: {
        background: "transparent",
        color: vars.color.brand,
        borderColor: vars.color.brand,
        ":hover": { background: vars.color.surfaceMuted },
      },
      ghost: {
        background: "transparent",
        color: vars.color.text,
        ":hover": { background: vars.color.surfaceMuted },
      },
    },
    size: {
      small: { fontSize: vars.fontSize.small, padding: `${vars.space.xxsmall} ${vars.space.small}` },
      medium: { fontSize: vars.fontSize.body, padding: `${vars.space.xsmall} ${vars.space.medium}` },
      large: { fontSize: vars.fontSize.large, padding: `${vars.space.small} ${vars.space.large}` },
    },
  },
  defaultVariants: { tone: "primary", size: "medium" },
});

export const fullWidth = style({ width: "100%" });

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
