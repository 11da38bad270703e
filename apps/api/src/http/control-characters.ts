import { findControlCharacters, hasControlCharacters } from "@rihla/domain";
import type { MiddlewareHandler } from "hono";
import { hasOwnBodyLimit } from "./body-limit.ts";
import type { ApiEnv } from "./env.ts";
import { ApiError } from "./errors.ts";

const refuse = (field: string) => {
  throw new ApiError(400, "VALIDATION_FAILED", "Invalid request", { [field]: ["INVALID_CHARACTERS"] });
};

const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
};

/**
 * The validation edge for every string of every route, once (issue 11, finding 5): path, query
 * and JSON body are scanned for control characters (the domain's rule) before any route's own
 * validation, and refused with 400 and the field's code `INVALID_CHARACTERS`. A JSON body is
 * parsed here through Hono's request, which keeps it for the route's validator.
 */
export const refuseControlCharacters: MiddlewareHandler<ApiEnv> = async (c, next) => {
  // A control character can reach the path or query only percent-encoded (HTTP refuses it raw),
  // so an address without '%' has none to find, and most requests skip the parsing (issue 10).
  if (c.req.url.includes("%") || hasControlCharacters(c.req.url)) {
    const url = new URL(c.req.url);
    if (hasControlCharacters(decoded(url.pathname))) refuse("path");
    for (const pair of url.search.slice(1).split("&")) {
      if (pair === "") continue;
      const [name = "", value = ""] = pair.split("=", 2);
      if (hasControlCharacters(decoded(name))) refuse("query");
      if (hasControlCharacters(decoded(value))) refuse(decoded(name));
    }
  }
  // A route with its own (larger) body limit reads its body itself, after that limit.
  const json = /^application\/(.+\+)?json/i.test(c.req.header("content-type") ?? "");
  if (json && !hasOwnBodyLimit(c.req.method, c.req.path)) {
    const body = (await c.req.json().catch(() => undefined)) as unknown;
    const at = findControlCharacters(body);
    if (at) refuse(at.length === 0 ? "_form" : at.join("."));
  }
  await next();
};
