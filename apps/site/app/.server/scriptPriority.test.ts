import { describe, expect, it } from "vitest";
import { lowerModulePreloads } from "./scriptPriority";

const page =
  '<html><head><link rel="stylesheet" href="/a.css"/></head><body><p>Kâbe, rel="modulepreload" as text</p>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
  '<script type="module">import "/assets/entry.js";</script></body></html>';
// Written by hand: what the browser must receive.
const expected =
  '<html><head><link rel="stylesheet" href="/a.css"/></head><body><p>Kâbe, rel="modulepreload" as text</p>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.js"/>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/root.js"/>' +
  '<script type="module">import "/assets/entry.js";</script></body></html>';

const lowered = (html: string) => new TextDecoder().decode(lowerModulePreloads(new TextEncoder().encode(html)));

describe("module preloads at low priority (issue 10)", () => {
  it("marks every module preload and nothing else, keeping multi-byte text", () => {
    expect(lowered(page)).toBe(expected);
  });

  it("leaves a page without module preloads as it is", () => {
    const html = '<html><body><link rel="stylesheet" href="/a.css"/></body></html>';
    expect(lowered(html)).toBe(html);
  });

  it("marks a preload at the very start and the very end of the page", () => {
    expect(lowered('<link rel="modulepreload"')).toBe('<link rel="modulepreload" fetchpriority="low"');
  });
});
