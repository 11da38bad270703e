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
 *
 * It works on the whole page's bytes (the tag is ASCII), once: the server compresses and caches
 * whole pages anyway, and a stream transform in between (text or bytes) cost a signed-in tour
 * page 10–15 % of its requests per second.
 */
const modulePreload = Buffer.from('<link rel="modulepreload"');
const lowPriority = Buffer.from(' fetchpriority="low"');

/** The page with the low priority after every module preload tag's name. */
export function lowerModulePreloads(page: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const bytes = Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  let at = bytes.indexOf(modulePreload);
  if (at === -1) return page;
  const parts: Buffer[] = [];
  let from = 0;
  while (at !== -1) {
    const end = at + modulePreload.length;
    parts.push(bytes.subarray(from, end), lowPriority);
    from = end;
    at = bytes.indexOf(modulePreload, end);
  }
  parts.push(bytes.subarray(from));
  const joined = Buffer.concat(parts);
  return new Uint8Array(joined.buffer, joined.byteOffset, joined.byteLength);
}
