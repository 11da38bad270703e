import http from "node:http";
import { count } from "./counts.ts";

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A 5xx the contract does not promise. Google sign-in answers a documented 503
 * SOCIAL_LOGIN_UNAVAILABLE when it is not configured; every other 5xx is a failure.
 */
export function isServerError(answer: RawAnswer): boolean {
  return answer.status >= 500 && !(answer.status === 503 && answer.body.includes('"SOCIAL_LOGIN_UNAVAILABLE"'));
}

interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  localAddress?: string;
}

/**
 * `send`, asked once more when the connection is reset before any answer. Thousands of
 * one-connection requests in a few seconds on a busy machine now and then lose one to a reset
 * (CI, stop 18). A server that resets the connection on an input resets it again, so the second
 * reset still fails; every second try is counted and printed with the battery's totals.
 */
export async function sendRetryingReset(base: string, path: string, options: SendOptions = {}): Promise<RawAnswer> {
  try {
    return await send(base, path, options);
  } catch (error) {
    if ((error as Error & { cause?: { code?: string } }).cause?.code !== "ECONNRESET") throw error;
    count("resetRetries");
    console.warn(`sent again after a reset: ${(error as Error).message}`);
    return send(base, path, options);
  }
}

/**
 * One HTTP request with node:http, so the test picks the client's source address (two loopback
 * addresses are two clients), the Host header and a Content-Length that is not the body's.
 * Every answer is counted; a 5xx too.
 */
export function send(base: string, path: string, options: SendOptions = {}): Promise<RawAnswer> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: options.method ?? "GET",
        headers: options.headers,
        localAddress: options.localAddress,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          count("requests");
          const answer = {
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          };
          if (isServerError(answer)) count("serverErrors");
          resolve(answer);
        });
        response.on("error", reject);
      },
    );
    // Which request failed, so a reset connection in CI names its request.
    request.on("error", (error: Error) =>
      reject(new Error(`${options.method ?? "GET"} ${path.slice(0, 160)}: ${error.message}`, { cause: error })),
    );
    if (options.body !== undefined) request.write(options.body);
    request.end();
  });
}

/** `rihla_session=…; rihla_user=…` from an answer's Set-Cookie headers. */
export function cookieOf(answer: RawAnswer): string {
  return (answer.headers["set-cookie"] ?? []).map((cookie) => cookie.split(";")[0]).join("; ");
}

/** Signs in a demo account through the API; the cookie header for later requests. */
export async function signIn(base: string, email: string, password = "Rihla2026!demo"): Promise<string> {
  const answer = await send(base, "/auth/local", {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (answer.status !== 200) throw new Error(`sign-in of ${email} answered ${answer.status}: ${answer.body}`);
  return cookieOf(answer);
}
