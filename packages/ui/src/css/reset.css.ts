import { globalStyle } from "@vanilla-extract/css";
import { media } from "../theme/breakpoints";

// Zero-specificity (:where) reset so a consumer's own styles always win over it.
globalStyle(":where(*, *::before, *::after)", { boxSizing: "border-box" });
globalStyle(":where(body, h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol)", {
  margin: 0,
});
globalStyle(":where(ul[role='list'], ol[role='list'])", { listStyle: "none", padding: 0 });
globalStyle(":where(img, picture, svg, video)", { display: "block", maxWidth: "100%" });
globalStyle(":where(input, button, textarea, select)", { font: "inherit", color: "inherit" });
globalStyle(":where(button)", { cursor: "pointer" });

// §9 and WCAG 2.3.3: with reduced motion every animation and transition of the page stops.
globalStyle("*, *::before, *::after", {
  "@media": {
    [media.reducedMotion]: {
      // `none`, not a tiny duration: a first frame at opacity 0 must not flash or linger.
      animation: "none !important",
      transition: "none !important",
      scrollBehavior: "auto !important" as "auto",
    },
  },
});
