import { renderToReadableStream } from "react-dom/server";
import { createContext, ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";

/** As the site's entry (apps/site/app/entry.server.tsx): the whole page at once, with the request's nonce. */
export const nonceContext = createContext<string | undefined>(undefined);

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(nonceContext);
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
    nonce,
  });
  const page = new Uint8Array(await new Response(body).arrayBuffer());
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Content-Length", String(page.byteLength));
  return new Response(page, { headers, status });
}
