import { findControlCharacters, hasControlCharacters } from "@rihla/domain";
import type { MiddlewareHandler } from "hono";
import { hasOwnBodyLimit } from "./body-limit.ts";
import type { ApiEnv } from "./env.ts";
import { ApiError } from "./errors.ts";

const refuse = (field: string) => {
  throw new ApiError(400, "VALIDATION_FAILED", "Invalid request", { [field]: ["INVALID_CHARACTERS"] });
};

/**
 * The text a part of the address stands for, decoded once as a whole; null when it cannot be
 * decoded (a malformed or overlong escape). Issue 28, finding 3: giving up on such a part let a
 * NUL through (`ab%00%ZZ`) while the router still decoded its valid escapes.
 */
const decoded = (text: string): string | null => {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return null;
  }
};

/** A part of the address the API will not read: undecodable, or holding a control character. */
const unreadable = (text: string): boolean => {
  const value = decoded(text);
  return value === null || hasControlCharacters(value);
};

/**
 * The validation edge for every string of every route, once (issue 11, finding 5; issue 28,
 * findings 3 and 5): path, query and JSON body are scanned for control characters and broken
 * Unicode (the domain's rule), and the path and query must decode, before any route's own
 * validation; refused with 400 and the field's code `INVALID_CHARACTERS`. A JSON body is parsed
 * here through Hono's request, which keeps it for the route's validator.
 */
export const refuseControlCharacters: MiddlewareHandler<ApiEnv> = async (c, next) => {
  // A control character can reach the path or query only percent-encoded (HTTP refuses it raw),
  // so an address without '%' has none to find, and most requests skip the parsing (issue 10).
  if (c.req.url.includes("%") || hasControlCharacters(c.req.url)) {
    const url = new URL(c.req.url);
    if (unreadable(url.pathname)) refuse("path");
    for (const pair of url.search.slice(1).split("&")) {
      if (pair === "") continue;
      const [name = "", value = ""] = pair.split("=", 2);
      if (unreadable(name)) refuse("query");
      if (unreadable(value)) refuse(decoded(name) ?? "query");
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
