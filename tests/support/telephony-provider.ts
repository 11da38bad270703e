import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A telephony provider on a local port for the browser journeys (issue 27), speaking spec §7's
 * originate protocol: a GET to `/originate` with `key`, `extension` and `destination`, answered
 * `{ success, message }` ("Ringing {extension}"); a wrong key or path is a 401 `{ success: false }`.
 * `asked` keeps each request's query; `env` is what the site needs to call it.
 */
export async function startTelephonyProvider(key = "pbx-key") {
  const asked: Record<string, string>[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://provider");
    asked.push(Object.fromEntries(url.searchParams));
    const ok = url.pathname === "/originate" && url.searchParams.get("key") === key;
    response.writeHead(ok ? 200 : 401, { "content-type": "application/json" });
    response.end(
      JSON.stringify(
        ok ? { success: true, message: `Ringing ${url.searchParams.get("extension")}` } : { success: false },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    asked,
    env: { TELEPHONY_ORIGINATE_URL: `http://127.0.0.1:${port}/originate`, TELEPHONY_KEY: key },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
