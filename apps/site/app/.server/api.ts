import { data, type RouterContextProvider } from "react-router";
import { apiContext } from "../context";

/**
 * GET a JSON answer of the API in-process. A non-2xx answer is thrown as route error data with
 * the API's status, code and message, so the error page shows them.
 */
export async function apiGet<T>(context: Readonly<RouterContextProvider>, path: string): Promise<T> {
  const api = context.get(apiContext);
  const response = await api.fetch(
    new Request(new URL(path, "http://rihla.internal"), { headers: { accept: "application/json" } }),
  );
  const body = (await response.json()) as unknown;
  if (!response.ok) {
    const error = (body as { error?: { code?: string; message?: string } }).error;
    throw data(
      { code: error?.code ?? "INTERNAL", message: error?.message ?? response.statusText },
      { status: response.status },
    );
  }
  return body as T;
}
