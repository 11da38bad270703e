/**
 * Breakpoints of spec §9: a viewport of at most 768 px is mobile. CSS custom properties cannot
 * be used inside media queries, so the numbers live here and every theme mirrors them in
 * `vars.layout.mobileBreakpoint` for documentation.
 */
export const breakpoints = { mobile: 768 } as const;

export const media = {
  mobile: `screen and (max-width: ${breakpoints.mobile}px)`,
  desktop: `screen and (min-width: ${breakpoints.mobile + 1}px)`,
  reducedMotion: "(prefers-reduced-motion: reduce)",
} as const;
