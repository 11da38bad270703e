import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";
import { focusOutline } from "../css/focus";

export const root = style({ position: "relative", display: "inline-block" });

export const trigger = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxsmall,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: 0,
  borderRadius: vars.radius.medium,
  background: "transparent",
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: "nowrap",
  cursor: "pointer",
  ":hover": { background: vars.color.surfaceMuted },
  ...focusOutline(),
});

export const chevron = style({
  transition: `transform ${vars.motion.medium} ${vars.motion.easing}`,
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: "rotate(180deg)" } },
});

const appear = keyframes({ from: { opacity: 0, transform: "translateY(-4px)" } });

export const panel = style({
  position: "absolute",
  top: "100%",
  left: 0,
  zIndex: 20,
  minWidth: "min(720px, 90vw)",
  marginTop: vars.space.xxsmall,
  padding: vars.space.large,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  animation: `${appear} ${vars.motion.medium} ${vars.motion.easing}`,
});

export const columns = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(180px, 1fr))",
  gap: vars.space.large,
});
export const column = style({ display: "flex", flexDirection: "column", gap: vars.space.xsmall });
export const columnTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
});
export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxsmall,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const link = style({
  display: "block",
  padding: `${vars.space.xxsmall} 0`,
  color: vars.color.text,
  textDecoration: "none",
  fontSize: vars.fontSize.body,
  ":hover": { color: vars.color.link, textDecoration: "underline" },
  ...focusOutline(),
});
export const footer = style({
  marginTop: vars.space.medium,
  paddingTop: vars.space.medium,
  borderTop: `1px solid ${vars.color.border}`,
});
