import { style } from "@vanilla-extract/css";
import { focusOutline } from "./focus";

/** Visible keyboard focus, shared by every interactive part of the kit. */
export const focusRing = style(focusOutline());

export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});
