import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { MiddlewareHandler } from "hono";
import pino, { type DestinationStream, type Logger } from "pino";

export type { Logger } from "pino";

/**
 * Fields that name or reach a person (KVKK): never written to a log, wherever they sit in what is
 * logged (issue 28, finding 9). pino replaces them before the line is serialised.
 */
const personalFields = [
  "email",
  "phone",
  "firstName",
  "surname",
  "tckn",
  "passportNumber",
  "birthDate",
  "contact",
  "passengers",
  "password",
  "token",
  "params",
  "body",
  "customer",
  "cookie",
  "authorization",
];

/** The longest string a log line keeps of any one value: attackers choose what reaches a log. */
export const logValueLimit = 300;

const clip = (text: string): string =>
  text.length > logValueLimit ? `${text.slice(0, logValueLimit)}… (${text.length} characters)` : text;

/**
 * What a log keeps of an error: its name, code and the first line of its message, clipped. A
 * failed query's message holds its parameters (a customer's name and phone, 60 KB an attacker
 * sent): only the statement's first line stays, never `params:`.
 */
export function errorSummary(error: unknown): { name: string; message: string; code?: string; stack?: string } {
  if (!(error instanceof Error)) return { name: "NonError", message: clip(String(error)) };
  const cause = (error as Error & { cause?: { code?: unknown } }).cause;
  const code = (error as Error & { code?: unknown }).code ?? cause?.code;
  const firstLine = error.message.split("\nparams:")[0]!.split("\n")[0]!;
  return {
    name: error.name,
    message: clip(firstLine),
    ...(typeof code === "string" ? { code } : {}),
    // The frames say where, never what: no values are in a stack's lines.
    ...(error.stack
      ? {
          stack: error.stack
            .split("\n")
            .filter((line) => line.startsWith("    at "))
            .slice(0, 8)
            .join("\n"),
        }
      : {}),
  };
}

/**
 * The process's structured logger (pino: one JSON line per event on stdout). Personal fields are
 * redacted at any depth, strings are clipped, errors are summarised. `LOG_LEVEL` picks the level.
 */
export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? process.env.LOG_LEVEL ?? "info",
      base: { service: "rihla" },
      redact: {
        paths: personalFields.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
        censor: "[redacted]",
      },
      serializers: { err: errorSummary, error: errorSummary },
      formatters: {
        log: (object) =>
          Object.fromEntries(
            Object.entries(object).map(([key, value]) => [key, typeof value === "string" ? clip(value) : value]),
          ),
      },
      hooks: {
        // The message itself is clipped too.
        logMethod(args, method) {
          method.apply(
            this,
            args.map((arg) => (typeof arg === "string" ? clip(arg) : arg)) as Parameters<typeof method>,
          );
        },
      },
    },
    options.destination,
  );
}

/** The logger every module of this process writes to; `setLogger` replaces it (tests, start-up). */
export let log: Logger = createLogger();

export function setLogger(logger: Logger): void {
  log = logger;
}

/** A request id a client or a proxy sent, if it is a plain one; else a new one. */
export function requestIdOf(header: string | undefined): string {
  return header && /^[A-Za-z0-9._-]{8,64}$/.test(header) ? header : randomUUID();
}

/**
 * One line per request (issue 23 §5): its id (also sent back as `X-Request-Id` and passed on to
 * the API's in-process calls), method, path without the query (a query may hold an address),
 * status and time. Mounted once by the server that faces the network.
 */
export function requestLog(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const id = requestIdOf(c.req.header("x-request-id"));
    let failed: unknown;
    try {
      await next();
    } catch (error) {
      failed = error;
      throw error;
    } finally {
      c.header("X-Request-Id", id);
      const status = failed ? 500 : c.res.status;
      const line = {
        requestId: id,
        method: c.req.method,
        path: clip(c.req.path),
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      };
      if (status >= 500) log.error(line, "request");
      else log.info(line, "request");
    }
  };
}

/**
 * The same line for a node:http server (the site's one-port server, whose fast paths — fresh
 * cached pages, the API's own paths — skip Hono): an id taken or made, sent back, and handed on
 * to the API in the request's headers; one line when the answer is finished.
 */
export function logNodeRequest(req: IncomingMessage, res: ServerResponse): void {
  const started = performance.now();
  const id = requestIdOf(typeof req.headers["x-request-id"] === "string" ? req.headers["x-request-id"] : undefined);
  req.headers["x-request-id"] = id;
  res.setHeader("X-Request-Id", id);
  res.once("close", () => {
    const line = {
      requestId: id,
      method: req.method,
      path: clip((req.url ?? "/").split("?")[0]!),
      status: res.statusCode,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ...(res.writableFinished ? {} : { aborted: true }),
    };
    if (res.statusCode >= 500) log.error(line, "request");
    else log.info(line, "request");
  });
}
