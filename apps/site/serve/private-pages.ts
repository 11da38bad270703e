import { isPersonalRequest } from "./page-cache.ts";

/**
 * Every page rendered for a signed-in visitor, its HTML and its `.data` alike, is kept by no
 * browser and no proxy (issue 28, finding 7): the edit page, the success page and the agent's
 * reservation stayed in the browser's cache after sign-out. One rule at the server, for every
 * route: a request carrying the session (or another personal cookie, or an Authorization header)
 * gets `Cache-Control: private, no-store`, whatever a route said. Files are not pages: the server
 * answers them before this.
 */
export const privatePageCaching = "private, no-store";

export function withPrivateCaching(request: Request, response: Response): Response {
  if (!isPersonalRequest(request)) return response;
  try {
    response.headers.set("Cache-Control", privatePageCaching);
    return response;
  } catch {
    // Immutable headers (a response passed through from fetch): copy it once.
    const copy = new Response(response.body, response);
    copy.headers.set("Cache-Control", privatePageCaching);
    return copy;
  }
}
