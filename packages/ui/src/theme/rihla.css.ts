import { createTheme } from "@vanilla-extract/css";
import { vars } from "./contract.css";

/** Rihla's own theme: deep Kaaba green and warm gold on a light surface. */
export const rihlaTheme = createTheme(vars, {
  color: {
    brand: "#0b5d4b",
    brandStrong: "#073f33",
    onBrand: "#ffffff",
    accent: "#b8862b",
    onAccent: "#1a1305",
    surface: "#ffffff",
    surfaceMuted: "#f4f1ea",
    text: "#1c2422",
    textMuted: "#4f5b58",
    border: "#d4d9d6",
    focus: "#1f6feb",
    waiting: "#b45309",
    onWaiting: "#ffffff",
    confirmed: "#0f766e",
    onConfirmed: "#ffffff",
    cancelled: "#b91c1c",
    onCancelled: "#ffffff",
  },
  font: {
    body: '"Inter Variable", system-ui, -apple-system, "Segoe UI", sans-serif',
    heading: '"Inter Variable", system-ui, -apple-system, "Segoe UI", sans-serif',
  },
  fontSize: { small: "0.875rem", body: "1rem", large: "1.25rem" },
  space: { xxsmall: "0.25rem", xsmall: "0.5rem", small: "0.75rem", medium: "1rem", large: "1.5rem" },
  radius: { small: "4px", medium: "8px", full: "999px" },
  shadow: { small: "0 1px 2px rgb(0 0 0 / 0.12)" },
  motion: { fast: "120ms" },
});
