/**
 * The page's JavaScript waits for what the visitor sees first (issue 10, ADR 0012).
 *
 * React Router's `<Scripts />` announces every module of the page as
 * `<link rel="modulepreload">`, which Chromium fetches at high priority: on a slow mobile link the
 * tour page's 40-odd scripts then share the line with its stylesheets and cover photo, and the
 * first paint waits for all of them (Lighthouse counted them as render-blocking: first
 * contentful paint 2.6–3.0 s). The scripts do not block rendering (they are modules, run after
 * parsing), so the server marks them `fetchpriority="low"`: stylesheets and the photo go first,
 * the scripts follow on the same connections. `<Scripts />` takes no such option, hence this
 * rewrite of its markup; the client's own render of those links is hydration-tolerant
 * (`suppressHydrationWarning`) and drops them once the page runs.
 */
export const modulePreload = '<link rel="modulepreload"';
export const lowPriorityModulePreload = '<link rel="modulepreload" fetchpriority="low"';

/** The longest end of `text` that could be the start of `pattern` (held back for the next chunk). */
function partialMatchAtEnd(text: string, pattern: string): number {
  for (let length = Math.min(pattern.length - 1, text.length); length > 0; length--) {
    if (pattern.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}

/** A text transform that lowers every module preload's priority, across chunk boundaries. */
export function lowerModulePreloads(): TransformStream<string, string> {
  let held = "";
  return new TransformStream<string, string>({
    transform(chunk, controller) {
      const text = held + chunk;
      const keep = partialMatchAtEnd(text, modulePreload);
      held = text.slice(text.length - keep);
      const ready = text.slice(0, text.length - keep);
      if (ready) controller.enqueue(ready.replaceAll(modulePreload, lowPriorityModulePreload));
    },
    flush(controller) {
      if (held) controller.enqueue(held);
    },
  });
}

/** The HTML stream with its module preloads at low priority. */
export function withLowPriorityScripts(body: ReadableStream<BufferSource>): ReadableStream<Uint8Array> {
  return body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(lowerModulePreloads())
    .pipeThrough(new TextEncoderStream());
}
