import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { media } from "../theme/breakpoints";
import { vars } from "../theme/contract.css";
import { focusOutline } from "../css/focus";

export const banner = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.medium,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  "@media": { [media.mobile]: { flexDirection: "column", gap: vars.space.xxsmall, textAlign: "center" } },
});

export const title = style({ fontWeight: vars.fontWeight.medium });

export const button = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    padding: `${vars.space.xxsmall} ${vars.space.small}`,
    borderRadius: vars.radius.full,
    border: "1px solid transparent",
    fontWeight: vars.fontWeight.bold,
    textDecoration: "none",
    whiteSpace: "nowrap",
    ...focusOutline(),
  },
  variants: {
    variant: {
      solid: { background: vars.color.accent, color: vars.color.onAccent },
      outline: { borderColor: "currentColor", color: "inherit" },
      text: { color: "inherit", textDecoration: "underline", padding: 0 },
    },
  },
});
