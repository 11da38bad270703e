import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: vars.space.small,
  marginTop: vars.space.medium,
});

export const dangerTrigger = style({
  borderColor: vars.color.danger,
  color: vars.color.danger,
});

export const dangerConfirm = style({
  background: vars.color.danger,
  borderColor: vars.color.danger,
  color: vars.color.onDanger,
  selectors: { "&:hover": { background: vars.color.danger, filter: "brightness(0.92)" } },
});
