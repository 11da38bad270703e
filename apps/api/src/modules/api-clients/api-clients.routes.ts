import { createRoute, z } from "@hono/zod-openapi";
import { apiClientCreateSchema, apiClientScopes } from "@rihla/domain";
import {
  deniedResponses,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonResponse,
  uuidParam,
} from "../../http/openapi.ts";

const person = z.object({ id: z.string(), name: z.string() });

export const apiClientSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    origins: z.array(z.string()),
    scopes: z.array(z.enum(apiClientScopes)),
    agent: person.nullable().openapi({ description: "The agent its reservations are booked as" }),
    keyHint: z.string().openapi({ example: "rk_live_3f9a0c1b2d4e5f60_…", description: "The key's visible start" }),
    createdBy: person.nullable(),
    createdAt: z.string(),
    rotatedAt: z.string().nullable(),
    lastUsedAt: z.string().nullable(),
    requestCount: z.number().int(),
    revokedAt: z.string().nullable(),
    state: z.enum(["active", "revoked"]),
  })
  .openapi("ApiClient");

export const apiClientKeySchema = z
  .object({
    id: z.string(),
    key: z.string().openapi({
      example: "rk_live_3f9a0c1b2d4e5f60_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG",
      description: "Shown this once; only its hash is stored",
    }),
  })
  .openapi("ApiClientKey");

export const listApiClientsRoute = createRoute({
  method: "get",
  path: "/api/admin/api-clients",
  tags: ["Admin"],
  summary: "Staff: the partner API clients, newest first (scopes, origins, agent, last use, requests, state)",
  responses: {
    200: jsonResponse(z.object({ items: z.array(apiClientSchema) }).openapi("ApiClientList"), "Every client"),
    ...deniedResponses,
  },
});

export const createApiClientRoute = createRoute({
  method: "post",
  path: "/api/admin/api-clients",
  tags: ["Admin"],
  summary: "Staff: a new partner API client; its key is in this answer and never again",
  description:
    "Origins are exact `https://host[:port]` origins (http only for localhost). `agentId` (an active agent) is " +
    "required with CREATE_RESERVATIONS and refused without it. Logged (entity apiClient).",
  request: { body: jsonBody(apiClientCreateSchema) },
  responses: {
    201: jsonResponse(apiClientKeySchema, "The client and its key (shown once)"),
    ...deniedResponses,
    400: errorResponses[400],
  },
});

export const rotateApiClientRoute = createRoute({
  method: "post",
  path: "/api/admin/api-clients/{id}/rotate",
  tags: ["Admin"],
  summary: "Staff: a new key for the client (shown once); the old key is refused from now on",
  request: { params: z.object({ id: uuidParam() }) },
  responses: {
    200: jsonResponse(apiClientKeySchema, "The new key (shown once)"),
    ...deniedResponses,
    404: errorResponses[404],
    409: errorResponse("API_CLIENT_REVOKED: a revoked client gets no new key"),
  },
});

export const revokeApiClientRoute = createRoute({
  method: "post",
  path: "/api/admin/api-clients/{id}/revoke",
  tags: ["Admin"],
  summary: "Staff: revoke the client; its key gets 401 at once on every process",
  request: { params: z.object({ id: uuidParam() }) },
  responses: {
    200: jsonResponse(apiClientSchema, "The client, revoked (revoking twice changes nothing)"),
    ...deniedResponses,
    404: errorResponses[404],
  },
});
