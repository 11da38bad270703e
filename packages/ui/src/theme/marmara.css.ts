import { createTheme } from "@vanilla-extract/css";
import { breakpoints } from "./breakpoints";
import { vars } from "./contract.css";

const serif = 'Georgia, "Times New Roman", serif';
const sans = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/**
 * A second, deliberately different agency theme ("Marmara"): navy and coral, square corners,
 * serif headings on system sans. It proves that nothing in the kit is hard-wired to Rihla.
 */
export const marmaraTheme = createTheme(vars, {
  color: {
    brand: "#1e3a8a",
    brandStrong: "#172554",
    onBrand: "#ffffff",
    accent: "#c2410c",
    onAccent: "#ffffff",
    surface: "#fbfbfe",
    surfaceMuted: "#e8ecf7",
    surfaceRaised: "#ffffff",
    surfaceInverse: "#111827",
    onSurfaceInverse: "#f9fafb",
    text: "#111827",
    textMuted: "#4b5563",
    link: "#1e40af",
    border: "#c7cfe2",
    borderStrong: "#6b7280",
    focus: "#c2410c",
    overlay: "rgb(17 24 39 / 0.7)",
    success: "#15803d",
    onSuccess: "#ffffff",
    warning: "#a16207",
    onWarning: "#ffffff",
    danger: "#be123c",
    onDanger: "#ffffff",
    info: "#1e40af",
    onInfo: "#ffffff",
    waiting: "#a16207",
    onWaiting: "#ffffff",
    confirmed: "#15803d",
    onConfirmed: "#ffffff",
    cancelled: "#be123c",
    onCancelled: "#ffffff",
    onSale: "#1e3a8a",
    onOnSale: "#ffffff",
    soldOut: "#be123c",
    onSoldOut: "#ffffff",
    closed: "#374151",
    onClosed: "#ffffff",
    rating: "#9a3412",
    skeleton: "#dfe4f1",
  },
  font: { body: sans, heading: serif },
  fontSize: {
    xsmall: "0.75rem",
    small: "0.8125rem",
    body: "0.9375rem",
    large: "1.125rem",
    xlarge: "1.5rem",
    xxlarge: "2rem",
  },
  fontWeight: { regular: "400", medium: "600", bold: "800" },
  lineHeight: { tight: "1.15", body: "1.55" },
  space: {
    none: "0",
    xxsmall: "0.25rem",
    xsmall: "0.375rem",
    small: "0.625rem",
    medium: "0.875rem",
    large: "1.25rem",
    xlarge: "1.75rem",
    xxlarge: "2.5rem",
  },
  radius: { none: "0", small: "0", medium: "2px", large: "4px", full: "2px" },
  shadow: {
    small: "none",
    medium: "0 0 0 1px rgb(30 58 138 / 0.25)",
    large: "0 8px 0 rgb(30 58 138 / 0.2)",
  },
  motion: { fast: "80ms", medium: "160ms", slow: "320ms", easing: "ease-out" },
  layout: { contentWidth: "1120px", mobileBreakpoint: `${breakpoints.mobile}px` },
});
