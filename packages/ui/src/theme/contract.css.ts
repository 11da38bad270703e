import { createThemeContract } from "@vanilla-extract/css";

/** Every token a theme must fill. Components read only these `vars`, never raw values. */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandStrong: null,
    onBrand: null,
    accent: null,
    onAccent: null,
    surface: null,
    surfaceMuted: null,
    text: null,
    textMuted: null,
    border: null,
    focus: null,
    waiting: null,
    onWaiting: null,
    confirmed: null,
    onConfirmed: null,
    cancelled: null,
    onCancelled: null,
  },
  font: {
    body: null,
    heading: null,
  },
  fontSize: {
    small: null,
    body: null,
    large: null,
  },
  space: {
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
  },
  radius: {
    small: null,
    medium: null,
    full: null,
  },
  shadow: {
    small: null,
  },
  motion: {
    fast: null,
  },
});
