import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { createApi, loadConfig, type RihlaApi } from "@rihla/api";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPageCache, type Render } from "./page-cache.ts";

let api: RihlaApi;
let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "rihla-page-cache-"));
  // The zero-configuration embedded install: PGlite under DATA_DIR with the demo agency.
  api = await createApi(
    loadConfig({ DATA_DIR: dataDir, PASSWORD_HASH_MEMORY_KIB: "1024", PASSWORD_HASH_TIME_COST: "1" }),
  );
});
afterAll(async () => {
  await api?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/**
 * A tour page as the site renders it for the cache's purposes: its content comes from the real
 * API (and so from the real database); the document is small so the test reads it easily.
 */
function tourPage(counter: { renders: number }): Render {
  return async (request) => {
    counter.renders++;
    const slug = new URL(request.url).pathname.split("/").pop()!;
    const tour = (await (await api.fetch(new Request(`http://site/api/tours/${slug}?locale=en`))).json()) as {
      title: string;
      departures: { id: number; saleState: string }[];
    };
    const signedIn = /rihla_session=/.test(request.headers.get("cookie") ?? "");
    const html = `<!doctype html><h1>${tour.title}</h1><p id="state">${tour.departures[0]!.saleState}</p>${
      signedIn ? "<p>Welcome back, Ayşe</p>" : ""
    }${"<!-- padding -->".repeat(200)}`;
    return new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });
  };
}

async function firstTour() {
  const list = (await (await api.fetch(new Request("http://site/api/tours?locale=en&list=umrah-tours"))).json()) as {
    items: { id: number; slug: string }[];
  };
  const tour = list.items[0]!;
  const detail = (await (await api.fetch(new Request(`http://site/api/tours/${tour.slug}?locale=en`))).json()) as {
    departures: { id: number; saleState: string }[];
  };
  return { ...tour, departure: detail.departures[0]! };
}

describe("the page cache", () => {
  it("serves a tour page from memory and purges it when the tour's departure changes", async () => {
    const cache = createPageCache({ changes: api.deps.changes });
    const counter = { renders: 0 };
    const render = tourPage(counter);
    const tour = await firstTour();
    const url = `http://rihla.test/en/tour/${tour.slug}`;
    const first = await cache.handle(new Request(url), render);
    expect(first.headers.get("x-cache")).toBe("miss");
    expect(await first.text()).toContain(`<p id="state">${tour.departure.saleState}</p>`);
    const second = await cache.handle(new Request(url), render);
    expect(second.headers.get("x-cache")).toBe("hit");
    expect(counter.renders).toBe(1);

    // A write through the database, published the way services publish after their commit.
    await api.deps.database.db.execute(
      sql`update departures set sale_state = 'SOLD_OUT' where id = ${tour.departure.id}`,
    );
    api.deps.changes.publish({ kind: "departure", departureId: tour.departure.id, tourId: tour.id });

    const after = await cache.handle(new Request(url), render);
    expect(after.headers.get("x-cache")).toBe("miss");
    expect(await after.text()).toContain('<p id="state">SOLD_OUT</p>');
    expect(counter.renders).toBe(2);
  });

  it("never serves or keeps a signed-in page in the shared cache", async () => {
    const cache = createPageCache();
    const counter = { renders: 0 };
    const render = tourPage(counter);
    const { slug } = await firstTour();
    const url = `http://rihla.test/en/tour/${slug}`;
    const signedIn = { cookie: "rihla_session=abc; rihla_user=1" };
    for (let i = 0; i < 2; i++) {
      const response = await cache.handle(new Request(url, { headers: signedIn }), render);
      expect(response.headers.get("x-cache")).toBeNull();
      expect(await response.text()).toContain("Welcome back, Ayşe");
    }
    expect(counter.renders).toBe(2);
    expect(cache.size).toBe(0);
    const anonymous = await cache.handle(new Request(url), render);
    expect(await anonymous.text()).not.toContain("Welcome back");
    // A cached anonymous page is not handed to a signed-in visitor either.
    const again = await cache.handle(new Request(url, { headers: signedIn }), render);
    expect(again.headers.get("x-cache")).toBeNull();
    expect(await again.text()).toContain("Welcome back, Ayşe");
  });

  it("keeps no response that sets a cookie, is not 200 or is private", async () => {
    const cache = createPageCache();
    const answers = [
      new Response("<p>ref</p>", { headers: { "set-cookie": "ref=1", "content-type": "text/html" } }),
      new Response("<p>gone</p>", { status: 404, headers: { "content-type": "text/html" } }),
      new Response("<p>mine</p>", { headers: { "cache-control": "private", "content-type": "text/html" } }),
    ];
    for (const answer of answers) {
      const response = await cache.handle(new Request("http://rihla.test/p"), async () => answer.clone());
      expect(response.status).toBe(answer.status);
      expect(response.headers.get("set-cookie")).toBe(answer.headers.get("set-cookie"));
    }
    expect(cache.size).toBe(0);
    const post = await cache.handle(
      new Request("http://rihla.test/p", { method: "POST" }),
      async () => new Response("ok"),
    );
    expect(await post.text()).toBe("ok");
    expect(cache.size).toBe(0);
  });

  it("answers 304 to a matching ETag and precompressed bodies by Accept-Encoding", async () => {
    const cache = createPageCache();
    const html = `<!doctype html><p>${"Umre turları ".repeat(500)}</p>`;
    const render = async () => new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });
    const url = "http://rihla.test/";
    const plain = await cache.handle(new Request(url), render);
    const etag = plain.headers.get("etag")!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(plain.headers.get("vary")).toMatch(/Accept-Encoding/);
    expect(await plain.text()).toBe(html);
    const notModified = await cache.handle(new Request(url, { headers: { "if-none-match": etag } }), render);
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe("");
    const other = await cache.handle(new Request(url, { headers: { "if-none-match": 'W/"other"' } }), render);
    expect(other.status).toBe(200);
    const br = await cache.handle(new Request(url, { headers: { "accept-encoding": "gzip, deflate, br" } }), render);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(html);
    const gz = await cache.handle(new Request(url, { headers: { "accept-encoding": "gzip;q=1, br;q=0" } }), render);
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);
    const head = await cache.handle(new Request(url, { method: "HEAD" }), render);
    expect(head.status).toBe(200);
    expect(head.headers.get("etag")).toBe(etag);
  });

  it("bounds staleness: fresh, then stale while one render replaces it, then gone", async () => {
    let clock = 0;
    let version = 1;
    let renders = 0;
    const cache = createPageCache({ freshMs: 1000, staleMs: 1000, now: () => clock });
    const render = async () => {
      renders++;
      return new Response(`<p>v${version}</p>`, { headers: { "content-type": "text/html" } });
    };
    const get = async () => {
      const response = await cache.handle(new Request("http://rihla.test/x"), render);
      return `${response.headers.get("x-cache")} ${await response.text()}`;
    };
    expect(await get()).toBe("miss <p>v1</p>");
    version = 2; // another process changed the content: this one hears nothing
    clock = 999;
    expect(await get()).toBe("hit <p>v1</p>");
    clock = 1500;
    expect(await get()).toBe("stale <p>v1</p>");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(renders).toBe(2);
    expect(await get()).toBe("hit <p>v2</p>");
    version = 3;
    clock = 1500 + 2000; // past fresh + stale of the renewed entry: never served, rendered anew
    expect(await get()).toBe("miss <p>v3</p>");
  });

  it("stays within its byte budget, dropping the least recently used pages", async () => {
    const cache = createPageCache({ maxBytes: 40_000 });
    const page = (n: number) => async () =>
      new Response(`<p>${n}</p>${Math.random().toString(36).repeat(400)}`, {
        headers: { "content-type": "text/html" },
      });
    for (let n = 0; n < 20; n++) await cache.handle(new Request(`http://rihla.test/p${n}`), page(n));
    expect(cache.bytes).toBeLessThanOrEqual(40_000);
    expect(cache.size).toBeGreaterThan(0);
    expect(cache.size).toBeLessThan(20);
  });

  it("answers fresh hits on Node's own objects, and leaves signed-in visitors and misses to the framework", async () => {
    const cache = createPageCache();
    const html = `<!doctype html><p>${"Hac turları ".repeat(300)}</p>`;
    const server = http.createServer((req, res) => {
      if (!cache.serveFresh(req, res)) res.writeHead(299).end("framework");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${base}/tur`)).status).toBe(299);
      // The framework's handler fills the entry under the same host + path key.
      await cache.handle(
        new Request(`${base}/tur`),
        async () => new Response(html, { headers: { "content-type": "text/html" } }),
      );
      const hit = await fetch(`${base}/tur`, { headers: { "accept-encoding": "br" } });
      expect(hit.status).toBe(200);
      expect(hit.headers.get("x-cache")).toBe("hit");
      expect(await hit.text()).toBe(html); // fetch decodes the brotli body
      const etag = hit.headers.get("etag")!;
      expect((await fetch(`${base}/tur`, { headers: { "if-none-match": etag } })).status).toBe(304);
      const signedIn = await fetch(`${base}/tur`, { headers: { cookie: "rihla_session=abc" } });
      expect(signedIn.status).toBe(299);
      expect((await fetch(`${base}/tur`, { method: "POST" })).status).toBe(299);
      expect((await fetch(`${base}/tur?page=2`)).status).toBe(299);
    } finally {
      server.close();
    }
  });

  it("keeps the remembered locale apart and leaves visitors with a referral code alone", async () => {
    const cache = createPageCache();
    let renders = 0;
    // As app/.server/locale.ts: a bare `/` with English remembered goes to /en.
    const render: Render = async (request) => {
      renders++;
      const cookie = request.headers.get("cookie") ?? "";
      if (/locale=en/.test(cookie)) return new Response(null, { status: 302, headers: { location: "/en" } });
      const ref = /rihla_ref=(\w+)/.exec(cookie)?.[1];
      return new Response(`<a href="/auth/google?ref=${ref ?? ""}">Google</a>`, {
        headers: { "content-type": "text/html" },
      });
    };
    const get = (cookie?: string) =>
      cache.handle(new Request("http://rihla.test/", cookie ? { headers: { cookie } } : {}), render);
    expect((await get()).headers.get("x-cache")).toBe("miss");
    expect((await get()).headers.get("x-cache")).toBe("hit");
    const english = await get("locale=en");
    expect(english.status).toBe(302);
    expect(english.headers.get("location")).toBe("/en");
    const referred = await get("rihla_ref=ayse");
    expect(referred.headers.get("x-cache")).toBeNull();
    expect(await referred.text()).toContain("ref=ayse");
    expect(await (await get()).text()).toContain('ref="');
    expect(renders).toBe(3);
  });
});
