import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";
import { focusOutline } from "../css/focus";

export const root = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  border: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});
export const legend = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space.small,
});
export const rooms = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.medium,
  width: "100%",
  maxWidth: 420,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const room = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
});
export const roomHeader = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
});
export const roomTitle = style({ fontSize: vars.fontSize.body, fontWeight: vars.fontWeight.bold });
export const field = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.medium,
});
export const label = style({ fontWeight: vars.fontWeight.medium });
export const select = style({
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  ...focusOutline(),
});
