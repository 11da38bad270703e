import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { lowerModulePreloads } from "./.server/scriptPriority";
import { logContext, nonceContext } from "./context";

// server.ts reads the context key from the build (build.entry.module), so that it is the very
// object the loaders use; a key imported from source would be a different object.
export { apiContext, logContext, nonceContext, originContext } from "./context";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  let shellRendered = false;
  // The CSP nonce of the request: React Router puts it on its inline and module scripts.
  const nonce = loadContext.get(nonceContext);
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
    nonce,
    signal: AbortSignal.timeout(streamTimeout + 1000),
    onError(error: unknown) {
      responseStatusCode = 500;
      if (shellRendered)
        loadContext
          .get(logContext)
          ?.error({ err: error, path: new URL(request.url).pathname }, "render failed after the shell");
    },
  });
  shellRendered = true;
  const userAgent = request.headers.get("user-agent");
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // Whole, not streamed: the page has no Suspense boundary (its shell is the page), and the
  // server compresses and caches whole pages (serve/compress.ts, serve/page-cache.ts).
  const page = lowerModulePreloads(new Uint8Array(await new Response(body).arrayBuffer()));
  responseHeaders.set("Content-Length", String(page.byteLength));
  return new Response(page, { headers: responseHeaders, status: responseStatusCode });
}
