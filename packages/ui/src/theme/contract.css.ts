import { createThemeContract } from "@vanilla-extract/css";
// Every component reads `vars`, so the reset travels with them even where a bundler drops the
// barrel's side-effect-only import (Storybook's build did).
import "../css/reset.css";

/**
 * Every token a theme must fill. Components read only these `vars`, never raw values, so an
 * agency re-skins the whole kit with one `createTheme(vars, {...})` (see README).
 */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandStrong: null,
    onBrand: null,
    accent: null,
    onAccent: null,
    surface: null,
    surfaceMuted: null,
    surfaceRaised: null,
    surfaceInverse: null,
    onSurfaceInverse: null,
    text: null,
    textMuted: null,
    link: null,
    border: null,
    borderStrong: null,
    focus: null,
    overlay: null,
    success: null,
    onSuccess: null,
    warning: null,
    onWarning: null,
    danger: null,
    onDanger: null,
    info: null,
    onInfo: null,
    waiting: null,
    onWaiting: null,
    confirmed: null,
    onConfirmed: null,
    cancelled: null,
    onCancelled: null,
    onSale: null,
    onOnSale: null,
    soldOut: null,
    onSoldOut: null,
    closed: null,
    onClosed: null,
    rating: null,
    skeleton: null,
  },
  font: {
    body: null,
    heading: null,
  },
  fontSize: {
    xsmall: null,
    small: null,
    body: null,
    large: null,
    xlarge: null,
    xxlarge: null,
  },
  fontWeight: {
    regular: null,
    medium: null,
    bold: null,
  },
  lineHeight: {
    tight: null,
    body: null,
  },
  space: {
    none: null,
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
    xxlarge: null,
  },
  radius: {
    none: null,
    small: null,
    medium: null,
    large: null,
    full: null,
  },
  shadow: {
    small: null,
    medium: null,
    large: null,
  },
  motion: {
    fast: null,
    medium: null,
    slow: null,
    easing: null,
  },
  layout: {
    /** Maximum content width of header, footer and pages. */
    contentWidth: null,
    /** Documented copy of `breakpoints.mobile`; media queries cannot read custom properties. */
    mobileBreakpoint: null,
  },
});
