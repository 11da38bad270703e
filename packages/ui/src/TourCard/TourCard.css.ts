import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css";

export const card = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  overflow: "hidden",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.small,
  color: vars.color.text,
  fontFamily: vars.font.body,
  transition: `box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
  ":hover": { boxShadow: vars.shadow.medium },
  selectors: { "&:focus-within": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});
export const media = style({ position: "relative", aspectRatio: "16 / 10", background: vars.color.skeleton });
export const image = style({ width: "100%", height: "100%", objectFit: "cover" });
export const badges = style({
  position: "absolute",
  top: vars.space.small,
  left: vars.space.small,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const badge = recipe({
  base: {
    display: "inline-block",
    padding: `2px ${vars.space.xsmall}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xsmall,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1.4,
  },
  variants: {
    tone: {
      brand: { background: vars.color.brand, color: vars.color.onBrand },
      accent: { background: vars.color.accent, color: vars.color.onAccent },
      danger: { background: vars.color.danger, color: vars.color.onDanger },
      neutral: { background: vars.color.surfaceInverse, color: vars.color.onSurfaceInverse },
    },
  },
});
export const body = style({
  display: "flex",
  flexDirection: "column",
  flexGrow: 1,
  gap: vars.space.xsmall,
  padding: vars.space.medium,
});
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
// The title link stretches over the whole card, so the card is one tab stop with one name.
export const link = style({
  color: "inherit",
  textDecoration: "none",
  outline: "none",
  "::after": { content: '""', position: "absolute", inset: 0 },
});
export const facts = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
export const fact = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xxsmall });
export const priceRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: vars.space.xsmall,
  marginTop: "auto",
  paddingTop: vars.space.xsmall,
});
export const price = style({
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
});
export const highPrice = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const priceNote = style({ fontSize: vars.fontSize.xsmall, color: vars.color.textMuted });
