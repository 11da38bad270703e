import { style } from "@vanilla-extract/css";
import { focusOutline } from "../css/focus";
import { vars } from "../theme/contract.css";

export const figure = style({ margin: 0 });

const box = {
  position: "relative",
  display: "block",
  width: "100%",
  aspectRatio: "16 / 9",
  borderRadius: vars.radius.medium,
  overflow: "hidden",
  background: vars.color.surfaceInverse,
} as const;

export const facade = style({
  ...box,
  color: vars.color.onSurfaceInverse,
  textDecoration: "none",
  ...focusOutline("3px"),
});

export const poster = style({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  objectFit: "cover",
  // Dimmed so the play button and its label read on any picture.
  opacity: 0.72,
  transition: `opacity ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { [`${facade}:hover &, ${facade}:focus-visible &`]: { opacity: 0.6 } },
});

export const play = style({
  position: "absolute",
  top: "50%",
  left: "50%",
  transform: "translate(-50%, -50%)",
  width: "4rem",
  height: "4rem",
  borderRadius: vars.radius.full,
  display: "grid",
  placeItems: "center",
  background: vars.color.brand,
  color: vars.color.onBrand,
  boxShadow: vars.shadow.medium,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { [`${facade}:hover &`]: { transform: "translate(-50%, -50%) scale(1.08)" } },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

export const label = style({
  position: "absolute",
  left: vars.space.medium,
  right: vars.space.medium,
  bottom: vars.space.medium,
  textAlign: "center",
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.body,
  textShadow: "0 1px 3px rgb(0 0 0 / 0.8)",
});

export const player = style({ ...box, border: 0 });

export const notice = style({
  marginTop: vars.space.xxsmall,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
