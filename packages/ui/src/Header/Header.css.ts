import { style } from "@vanilla-extract/css";
import { media } from "../theme/breakpoints";
import { vars } from "../theme/contract.css";
import { focusOutline } from "../css/focus";

export const header = style({
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const inner = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.medium,
  maxWidth: vars.layout.contentWidth,
  margin: "0 auto",
  padding: `0 ${vars.space.medium}`,
});

export const utilityBar = style({
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.small,
  paddingBlock: vars.space.xxsmall,
});

export const utilityLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxsmall,
  color: vars.color.text,
  textDecoration: "none",
  ":hover": { textDecoration: "underline" },
  ...focusOutline(),
});

export const mainRow = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.medium,
  width: "100%",
  paddingBlock: vars.space.xsmall,
});

export const brand = style({ display: "flex", alignItems: "center", gap: vars.space.small, minWidth: 0 });
export const logoLink = style({
  flexShrink: 0,
  ...focusOutline(),
});
export const logo = style({
  width: 130,
  height: 71,
  objectFit: "contain",
  "@media": { [media.mobile]: { width: 102, height: 56 } },
});
/** Between the phone and the language switch; it takes the room left there, and none on phones. */
export const tagline = style({
  flex: "1 1 auto",
  minWidth: 0,
  margin: 0,
  "@media": { [media.mobile]: { display: "none" } },
});

export const nav = style({ "@media": { [media.mobile]: { display: "none" } } });
export const navList = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xxsmall,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const navLink = style({
  display: "inline-block",
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  whiteSpace: "nowrap",
  ":hover": { background: vars.color.surfaceMuted },
  selectors: { '&[aria-current="page"]': { color: vars.color.brand } },
  ...focusOutline(),
});

export const actions = style({ display: "flex", alignItems: "center", gap: vars.space.xsmall });
export const roundLink = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 40,
  height: 40,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  ":hover": { background: vars.color.brandStrong },
  ...focusOutline(),
  "@media": { [media.mobile]: { width: 36, height: 36 } },
});
export const guest = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xsmall,
  "@media": { [media.mobile]: { display: "none" } },
});
export const accountLink = style({
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  whiteSpace: "nowrap",
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  ":hover": { textDecoration: "underline" },
  ...focusOutline(),
});
export const accountLinkStrong = style([
  accountLink,
  { background: vars.color.brand, color: vars.color.onBrand, borderRadius: vars.radius.medium },
]);
export const mobileOnly = style({ display: "none", "@media": { [media.mobile]: { display: "inline-flex" } } });
