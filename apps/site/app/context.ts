import { createContext } from "react-router";

/** What loaders use to reach the API: in-process in production and dev, no network hop. */
export interface ApiClient {
  fetch(request: Request): Promise<Response>;
}

export const apiContext = createContext<ApiClient>();

/** The request's CSP nonce (apps/site/serve/security-headers.ts), for React Router's inline scripts. */
export const nonceContext = createContext<string | undefined>(undefined);

/** The site's origin for canonical and alternate links: PUBLIC_URL, never a foreign Host header. */
export const originContext = createContext<string | undefined>(undefined);

/** Where the server's render errors go: the API's structured logger (redaction, clipping). */
export interface ServerLog {
  error(fields: { err: unknown; path: string }, message: string): void;
}

export const logContext = createContext<ServerLog | undefined>(undefined);
