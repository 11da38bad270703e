import { globalStyle, style } from "@vanilla-extract/css";
import { focusOutline } from "../css/focus";
import { media } from "../theme/breakpoints";
import { vars } from "../theme/contract.css";

export const layout = style({
  display: "grid",
  gridTemplateColumns: "15rem minmax(0, 1fr)",
  gridTemplateAreas: '"side top" "side content"',
  gridTemplateRows: "auto 1fr",
  gap: `${vars.space.medium} ${vars.space.large}`,
  fontFamily: vars.font.body,
  color: vars.color.text,
  "@media": {
    [media.mobile]: {
      gridTemplateColumns: "minmax(0, 1fr)",
      gridTemplateAreas: '"top" "side" "content"',
      gridTemplateRows: "auto",
      gap: vars.space.small,
    },
  },
});

export const topBar = style({
  gridArea: "top",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.small,
  minWidth: 0,
  paddingBlock: vars.space.small,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const topBarContent = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "flex-end",
  gap: vars.space.small,
  flex: "1 1 auto",
  minWidth: 0,
});

export const toggle = style({
  display: "none",
  alignItems: "center",
  gap: vars.space.xsmall,
  minHeight: "44px",
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontWeight: vars.fontWeight.medium,
  cursor: "pointer",
  ...focusOutline(),
  "@media": { [media.mobile]: { display: "inline-flex" } },
});

export const side = style({
  gridArea: "side",
  alignSelf: "start",
  minWidth: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  "@media": {
    [media.desktop]: { position: "sticky", top: vars.space.medium },
    [media.mobile]: {
      selectors: { '&[data-collapsible="true"]:not([data-open="true"])': { display: "none" } },
    },
  },
});

export const content = style({
  gridArea: "content",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.medium,
  minWidth: 0,
  overflowWrap: "anywhere",
});

// A page's own blocks never widen the column (a centred block stops stretching and would take
// its widest content's width): wide tables scroll in their own boxes, the page never sideways.
// Two classes, so an app's own max-width on its page block (one class) does not undo it.
globalStyle(`${layout} > ${content} > *`, { minWidth: 0, maxWidth: "100%" });
