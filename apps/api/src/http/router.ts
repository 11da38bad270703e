import { OpenAPIHono } from "@hono/zod-openapi";
import type { ApiEnv } from "./env.ts";
import { validationHook } from "./validation.ts";

/** A router with the API's validation hook; every module builds its routes on one. */
export function createRouter() {
  return new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
}
