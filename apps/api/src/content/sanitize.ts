import sanitizeHtml from "sanitize-html";

/**
 * CMS HTML (a page's `SA_Yazilar` body, spec §3) through a strict allow-list, with the maintained
 * `sanitize-html` parser: text-level and block tags, tables, links and images only. No scripts,
 * styles, frames, forms, SVG or MathML; no event handlers, `style` or `srcdoc`; links only to
 * http(s), mailto, tel and site-relative paths; images only from http(s) or the site. Applied when
 * a page is stored and again when it is answered, so a row written around the API is harmless too.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "small",
    "sub",
    "sup",
    "mark",
    "abbr",
    "blockquote",
    "q",
    "cite",
    "code",
    "pre",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
    "span",
    "div",
    "section",
    "address",
    "time",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    abbr: ["title"],
    time: ["datetime"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    ol: ["start", "reversed"],
    "*": ["id", "lang", "dir"],
  },
  // Everything else (script, style, iframe, object, svg, math, form, …) is dropped with its text
  // where the text is code, kept as text otherwise.
  disallowedTagsMode: "discard",
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "iframe",
    "object",
    "embed",
    "svg",
    "math",
    "template",
  ],
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  allowedIframeHostnames: [],
  allowVulnerableTags: false,
  transformTags: {
    // A link that opens a new tab must not hand the opener to the target.
    a: (tagName, attribs) =>
      attribs.target === "_blank"
        ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } }
        : { tagName, attribs },
  },
};

export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, options);
}
