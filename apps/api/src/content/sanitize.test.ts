import { describe, expect, it } from "vitest";
import { sanitizeCmsHtml } from "./sanitize.ts";

/**
 * Known XSS payloads (OWASP filter-evasion cheat sheet and friends). After sanitising, none may
 * leave an executable part: no script or style element, no event handler, no javascript:/data:/
 * vbscript: URL, no svg/math/iframe/object/embed/form/base/meta/link, no srcdoc.
 */
const payloads = [
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=http://xss.example/xss.js></SCRIPT>`,
  `<img src=x onerror=alert(1)>`,
  `<img src="javascript:alert(1)">`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  `<img src=x:alert(alt) onerror=eval(src) alt=0>`,
  `<a href="javascript:alert(1)">x</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>`,
  `<a href="  java\tscript:alert(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<svg onload=alert(1)><script>alert(2)</script></svg>`,
  `<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<style>body{background:url("javascript:alert(1)")}</style>`,
  `<p style="background-image:url(javascript:alert(1))">x</p>`,
  `<div style="width: expression(alert(1))">x</div>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<iframe src="javascript:alert(1)"></iframe>`,
  `<object data="javascript:alert(1)"></object>`,
  `<embed src="data:text/html,<script>alert(1)</script>">`,
  `<form action="javascript:alert(1)"><button>x</button></form>`,
  `<body onload=alert(1)>`,
  `<details open ontoggle=alert(1)>`,
  `<base href="javascript:alert(1)//">`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<link rel="stylesheet" href="javascript:alert(1)">`,
  `<p onclick="alert(1)" onmouseover=alert(2)>x</p>`,
  `<a href="//evil.example/x">protocol-relative</a>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  `<<script>script>alert(1)//<</script>/script>`,
  `<img """><script>alert(1)</script>">`,
  `<template><script>alert(1)</script></template>`,
  `<input autofocus onfocus=alert(1)>`,
  `<video><source onerror="alert(1)"></video>`,
];

function executableParts(html: string): string[] {
  const found: string[] = [];
  const lower = html.toLowerCase();
  for (const tag of [
    "<script",
    "<style",
    "<svg",
    "<math",
    "<iframe",
    "<object",
    "<embed",
    "<form",
    "<base",
    "<meta",
    "<link",
    "<input",
    "<video",
    "<source",
    "<template",
    "<body",
    "<details",
  ]) {
    if (lower.includes(tag)) found.push(tag);
  }
  if (/\son[a-z]+\s*=/i.test(html)) found.push("event handler");
  if (/\s(style|srcdoc|xlink:href|action|formaction)\s*=/i.test(html)) found.push("dangerous attribute");
  const urls = [...html.matchAll(/\s(?:href|src|cite)\s*=\s*"([^"]*)"/gi)].map((match) => match[1]!);
  for (const url of urls) {
    const decoded = url.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/\s/g, "");
    if (!/^(https?:|mailto:|tel:|\/(?!\/)|#|[^:]*$)/i.test(decoded)) found.push(`url ${url}`);
  }
  return found;
}

describe("sanitizeCmsHtml", () => {
  it.each(payloads)("leaves nothing executable of %s", (payload) => {
    const clean = sanitizeCmsHtml(payload);
    expect(executableParts(clean)).toEqual([]);
    expect(clean).not.toMatch(/javascript:|vbscript:|data:/i);
  });

  it("finds what it looks for (the checker itself is not blind)", () => {
    expect(executableParts(payloads[0]!)).toContain("<script");
    expect(executableParts(payloads[2]!)).toContain("event handler");
    expect(executableParts(payloads[6]!)).toEqual(["url javascript:alert(1)"]);
  });

  it("keeps the CMS's ordinary markup", () => {
    const body =
      '<h2>Hac günleri</h2><p>Metin <strong>kalın</strong> <em>eğik</em> <a href="/page/umre-nedir">bağlantı</a> ' +
      '<a href="https://example.org/x" target="_blank">dış</a></p><ul><li>bir</li></ul>' +
      '<img src="https://img.example/a.jpg" alt="Kabe"><table><tr><td>1</td></tr></table>';
    const clean = sanitizeCmsHtml(body);
    expect(clean).toContain("<h2>Hac günleri</h2>");
    expect(clean).toContain('<a href="/page/umre-nedir">bağlantı</a>');
    expect(clean).toContain('<a href="https://example.org/x" target="_blank" rel="noopener noreferrer">dış</a>');
    expect(clean).toContain("<ul><li>bir</li></ul>");
    expect(clean).toContain('<img src="https://img.example/a.jpg" alt="Kabe" />');
    expect(clean).toContain("<td>1</td>");
  });
});
