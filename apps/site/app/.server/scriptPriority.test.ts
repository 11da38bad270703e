import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { withLowPriorityScripts } from "./scriptPriority";

const page =
  '<html><head><link rel="stylesheet" href="/a.css"/></head><body><p>rel="modulepreload" as text</p>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
  '<script type="module">import "/assets/entry.js";</script></body></html>';
// Written by hand: what the browser must receive.
const expected =
  '<html><head><link rel="stylesheet" href="/a.css"/></head><body><p>rel="modulepreload" as text</p>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.js"/>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/root.js"/>' +
  '<script type="module">import "/assets/entry.js";</script></body></html>';

async function rewrite(chunks: string[]): Promise<string> {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(withLowPriorityScripts(body)).text();
}

describe("module preloads at low priority (issue 10)", () => {
  it("marks every module preload and nothing else", async () => {
    expect(await rewrite([page])).toBe(expected);
  });

  it("finds a preload split across chunks at any point", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: page.length - 1 }), { maxLength: 12 }),
        async (cuts) => {
          const points = [0, ...cuts.toSorted((a, b) => a - b), page.length];
          const chunks = points.slice(1).map((end, i) => page.slice(points[i], end));
          expect(await rewrite(chunks)).toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("keeps a multi-byte character split between chunks (Turkish text)", async () => {
    const bytes = new TextEncoder().encode('<p>Kâbe ğ ş</p><link rel="modulepreload" href="/x.js"/>');
    const body = new ReadableStream<Uint8Array<ArrayBuffer>>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 5)); // inside 'â'
        controller.enqueue(bytes.slice(5));
        controller.close();
      },
    });
    expect(await new Response(withLowPriorityScripts(body)).text()).toBe(
      '<p>Kâbe ğ ş</p><link rel="modulepreload" fetchpriority="low" href="/x.js"/>',
    );
  });
});
