import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";
import { focusOutline } from "../css/focus";

export const bar = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  fontFamily: vars.font.body,
  color: vars.color.text,
});
export const fields = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(180px, 1fr))",
  alignItems: "end",
  gap: vars.space.small,
});
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xsmall, alignItems: "center" });
export const chips = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.xsmall });
export const chipsLabel = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const chipList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxsmall,
  padding: `2px 2px 2px ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.small,
});
export const chipRemove = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 24,
  height: 24,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  ":hover": { background: vars.color.border },
  ...focusOutline("1px"),
});
