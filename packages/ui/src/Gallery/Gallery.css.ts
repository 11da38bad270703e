import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";
import { focusOutline } from "../css/focus";

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(140px, 1fr))",
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const thumbButton = style({
  display: "block",
  width: "100%",
  padding: 0,
  border: 0,
  borderRadius: vars.radius.medium,
  overflow: "hidden",
  background: vars.color.skeleton,
  cursor: "zoom-in",
  ...focusOutline(),
});
export const thumb = style({ width: "100%", aspectRatio: "4 / 3", objectFit: "cover" });
export const lightbox = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.small,
});
// The lightbox is the kit's Dialog content, whose stylesheet arrives with the lightbox's code
// (on demand), after this one: its colours must win by weight, not by the order of the sheets.
globalStyle(`${lightbox}${lightbox}`, {
  background: vars.color.surfaceInverse,
  color: vars.color.onSurfaceInverse,
});
export const bar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
});
export const title = style({ color: vars.color.onSurfaceInverse });
export const counter = style({ fontVariantNumeric: "tabular-nums", color: vars.color.onSurfaceInverse });
export const stage = style({
  position: "relative",
  display: "flex",
  flexGrow: 1,
  alignItems: "center",
  justifyContent: "center",
  minHeight: 0,
  gap: vars.space.small,
});
export const figure = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.xsmall,
  flexGrow: 1,
  minWidth: 0,
  margin: 0,
});
export const large = style({ maxHeight: "calc(100vh - 10rem)", objectFit: "contain" });
export const caption = style({ fontSize: vars.fontSize.small, textAlign: "center" });
export const iconButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 44,
  height: 44,
  flexShrink: 0,
  border: `1px solid ${vars.color.onSurfaceInverse}`,
  borderRadius: vars.radius.full,
  background: "transparent",
  color: vars.color.onSurfaceInverse,
  cursor: "pointer",
  ...focusOutline(),
});
