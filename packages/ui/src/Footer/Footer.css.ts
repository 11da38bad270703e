import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { media } from "../theme/breakpoints";
import { vars } from "../theme/contract.css";
import { focusOutline } from "../css/focus";

export const footer = style({
  background: vars.color.surfaceInverse,
  color: vars.color.onSurfaceInverse,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
});
export const inner = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xlarge,
  maxWidth: vars.layout.contentWidth,
  margin: "0 auto",
  padding: `${vars.space.xlarge} ${vars.space.medium}`,
});
export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(200px, 1fr))",
  gap: vars.space.large,
});
export const group = style({ display: "flex", flexDirection: "column", gap: vars.space.small });
export const heading = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
});
export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xsmall,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const link = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxsmall,
  color: "inherit",
  textDecoration: "none",
  ":hover": { textDecoration: "underline" },
  ...focusOutline("2px", vars.color.accent),
});
export const address = style({ display: "flex", flexDirection: "column", gap: vars.space.xsmall, fontStyle: "normal" });
export const social = style({ display: "flex", gap: vars.space.xsmall, listStyle: "none", margin: 0, padding: 0 });
export const socialLink = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 36,
  height: 36,
  borderRadius: vars.radius.full,
  border: `1px solid currentColor`,
  color: "inherit",
  ...focusOutline("2px", vars.color.accent),
});
export const bottom = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.medium,
  paddingTop: vars.space.medium,
  borderTop: `1px solid currentColor`,
  "@media": { [media.mobile]: { flexDirection: "column" } },
});
export const badge = style({ display: "flex", alignItems: "center" });
export const copyright = style({});
export const newsletter = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xsmall,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.brand,
  color: vars.color.onBrand,
});
export const muted = style({ opacity: 0.9 });
export const newsletterForm = style({ display: "flex", flexDirection: "column", gap: vars.space.xxsmall });
export const label = style({ fontWeight: vars.fontWeight.medium });
export const newsletterRow = style({
  display: "flex",
  gap: vars.space.xsmall,
  "@media": { [media.mobile]: { flexDirection: "column" } },
});
export const input = style({
  flex: 1,
  minWidth: 0,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  ...focusOutline("2px", vars.color.accent),
});
export const message = recipe({
  base: { minHeight: "1.5em", fontWeight: vars.fontWeight.medium },
  variants: {
    status: { idle: {}, pending: {}, success: {}, error: { textDecoration: "underline" } },
  },
});
