import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite, type RunningSite } from "../support/server.ts";

/** Issue 10 on the built production server: page cache, compression and precompressed assets. */
let site: RunningSite;
let session = "";
beforeAll(async () => {
  // Demo accounts (embedded database, not a production deployment) for the signed-in visitor.
  site = await startSite({ RIHLA_ENV: "development" });
  const response = await fetch(`${site.url}/auth/local`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site.url },
    body: JSON.stringify({ email: "customer@rihla.example", password: "Rihla2026!demo" }),
  });
  expect(response.status).toBe(200);
  session = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith("rihla_session="))!
    .split(";")[0]!;
});
afterAll(() => site?.stop());

describe("the production server", () => {
  it("serves anonymous pages from the cache, brotli-compressed, with 304 on a matching ETag", async () => {
    const headers = { "accept-encoding": "br, gzip" };
    await fetch(`${site.url}/en`, { headers }).then((r) => r.text());
    const hit = await fetch(`${site.url}/en`, { headers });
    expect(hit.status).toBe(200);
    expect(hit.headers.get("x-cache")).toBe("hit");
    expect(hit.headers.get("content-encoding")).toBe("br");
    expect(hit.headers.get("vary")).toMatch(/Accept-Encoding/);
    expect(await hit.text()).toContain("Your Umrah and Hajj journey starts here");
    const notModified = await fetch(`${site.url}/en`, { headers: { "if-none-match": hit.headers.get("etag")! } });
    expect(notModified.status).toBe(304);
  });

  it("never answers a signed-in visitor from the shared cache", async () => {
    await fetch(`${site.url}/en`).then((r) => r.text());
    for (let i = 0; i < 2; i++) {
      const page = await fetch(`${site.url}/en`, { headers: { cookie: session, "accept-encoding": "gzip" } });
      expect(page.status).toBe(200);
      expect(page.headers.get("x-cache")).toBeNull();
      expect(page.headers.get("content-encoding")).toBe("gzip");
      expect(await page.text()).toContain("Your Umrah and Hajj journey starts here");
    }
  });

  it("serves built assets precompressed and immutable, and API JSON compressed", async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    // The framework chunk (React DOM, React Router): the page's largest script. (The client
    // entry itself is now under 1 kB, too small to be worth precompressing.)
    const script = /\/assets\/framework-[\w-]+\.js/.exec(html)?.[0];
    expect(script).toBeDefined();
    const asset = await fetch(`${site.url}${script}`, { headers: { "accept-encoding": "br" } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-encoding")).toBe("br");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const api = await fetch(`${site.url}/api/site?locale=tr`, { headers: { "accept-encoding": "br" } });
    expect(api.headers.get("content-encoding")).toBe("br");
    expect(((await api.json()) as { locale: string }).locale).toBe("tr");
  });
});
