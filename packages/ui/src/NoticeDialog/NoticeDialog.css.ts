import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css";

export const content = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.medium,
  textAlign: "center",
});

export const icon = recipe({
  variants: {
    type: { success: { color: vars.color.success }, warning: { color: vars.color.warning } },
  },
});
