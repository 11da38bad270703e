import { createSprinkles, defineProperties } from "@vanilla-extract/sprinkles";
import { media } from "../theme/breakpoints";
import { vars } from "../theme/contract.css";

/** Layout atoms (Braid-style): spacing, flex and display, responsive at the §9 768 px line. */
const layout = defineProperties({
  conditions: {
    all: {},
    mobile: { "@media": media.mobile },
    desktop: { "@media": media.desktop },
  },
  defaultCondition: "all",
  properties: {
    display: ["none", "block", "flex", "inline-flex", "grid", "inline-block"],
    flexDirection: ["row", "column"],
    flexWrap: ["wrap", "nowrap"],
    alignItems: ["flex-start", "center", "flex-end", "stretch", "baseline"],
    justifyContent: ["flex-start", "center", "flex-end", "space-between"],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    textAlign: ["left", "center", "right"],
  },
  shorthands: {
    padding: ["paddingTop", "paddingBottom", "paddingLeft", "paddingRight"],
    paddingX: ["paddingLeft", "paddingRight"],
    paddingY: ["paddingTop", "paddingBottom"],
  },
});

const colors = defineProperties({
  properties: {
    color: { text: vars.color.text, muted: vars.color.textMuted, brand: vars.color.brand },
    background: {
      surface: vars.color.surface,
      muted: vars.color.surfaceMuted,
      brand: vars.color.brand,
    },
    borderRadius: vars.radius,
  },
});

export const sprinkles = createSprinkles(layout, colors);
export type Sprinkles = Parameters<typeof sprinkles>[0];
