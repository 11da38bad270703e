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
    await cache.idle();
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

  describe("no query string busts it (issue 29)", () => {
    const html = (text: string) => `<!doctype html><p>${text}</p>${"<!-- Umre turları -->".repeat(400)}`;
    /** A list page that reads `page` and `sort`; it shows the address it was rendered from. */
    const listPage =
      (seen: string[]): Render =>
      async (request) => {
        seen.push(new URL(request.url).search);
        return new Response(html(new URL(request.url).search), { headers: { "content-type": "text/html" } });
      };
    const searchParamsOf = (pathname: string) => (pathname === "/tour/umre-turlari" ? ["page", "sort"] : []);

    it("keys and renders a page with only the parameters it reads", async () => {
      const cache = createPageCache({ searchParamsOf });
      const seen: string[] = [];
      const render = listPage(seen);
      const get = (query: string) => cache.handle(new Request(`http://rihla.test/tour/umre-turlari${query}`), render);
      const first = await get("?utm_source=a&gclid=1&page=2&sort=price");
      expect(first.headers.get("x-cache")).toBe("miss");
      // The loader never saw the tracking parameters, so the cached page cannot show them.
      expect(seen).toEqual(["?page=2&sort=price"]);
      expect(await first.text()).toContain("<p>?page=2&sort=price</p>");
      for (const query of ["?sort=price&page=2", "?page=2&sort=price&fbclid=x", "?utm_campaign=b&sort=price&page=2"]) {
        expect((await get(query)).headers.get("x-cache"), query).toBe("hit");
      }
      expect((await get("?page=3&sort=price")).headers.get("x-cache")).toBe("miss");
      expect((await get("?utm_source=z")).headers.get("x-cache")).toBe("miss");
      expect((await get("")).headers.get("x-cache")).toBe("hit");
      expect(seen).toEqual(["?page=2&sort=price", "?page=3&sort=price", ""]);
      // A page that reads nothing: every query is one entry.
      const home = (query: string) => cache.handle(new Request(`http://rihla.test/${query}`), render);
      expect((await home("?utm_source=1")).headers.get("x-cache")).toBe("miss");
      expect((await home("?page=9")).headers.get("x-cache")).toBe("hit");
      expect(seen.at(-1)).toBe("");
    });

    it("answers such hits on the fast path too", async () => {
      const cache = createPageCache({ searchParamsOf });
      const server = http.createServer((req, res) => {
        if (!cache.serveFresh(req, res)) res.writeHead(299).end("framework");
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      try {
        await cache.handle(new Request(`${base}/tour/umre-turlari?page=2`), listPage([]));
        const hit = await fetch(`${base}/tour/umre-turlari?gclid=abc&page=2&utm_medium=cpc`);
        expect(hit.headers.get("x-cache")).toBe("hit");
        expect(await hit.text()).toContain("<p>?page=2</p>");
        expect((await fetch(`${base}/tour/umre-turlari?page=3`)).status).toBe(299);
      } finally {
        server.close();
      }
    });

    it("keeps the whole address on a redirect", async () => {
      const cache = createPageCache({ searchParamsOf: () => [] });
      const render: Render = async (request) => {
        const url = new URL(request.url);
        return new Response(null, { status: 301, headers: { location: `/new${url.search}` } });
      };
      const moved = await cache.handle(new Request("http://rihla.test/old?utm_source=mail"), render);
      expect(moved.status).toBe(301);
      expect(moved.headers.get("location")).toBe("/new?utm_source=mail");
    });

    it("renders once for concurrent misses of one page", async () => {
      const cache = createPageCache({ searchParamsOf });
      let renders = 0;
      const render: Render = async (request) => {
        renders++;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return listPage([])(request);
      };
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          cache.handle(new Request(`http://rihla.test/tour/umre-turlari?page=2&utm_id=${i}`), render),
        ),
      );
      expect(renders).toBe(1);
      expect(answers.map((answer) => answer.headers.get("x-cache"))).toEqual(Array(20).fill("miss"));
      for (const answer of answers) expect(await answer.text()).toContain("<p>?page=2</p>");
    });

    it("lets each waiting visitor render when the shared render cannot be kept", async () => {
      const cache = createPageCache();
      let renders = 0;
      const render: Render = async () => {
        const n = ++renders;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return new Response(`<p>${n}</p>`, { headers: { "content-type": "text/html", "set-cookie": `n=${n}` } });
      };
      const answers = await Promise.all([1, 2, 3].map(() => cache.handle(new Request("http://rihla.test/p"), render)));
      expect(renders).toBe(3);
      expect(new Set(answers.map((answer) => answer.headers.get("set-cookie"))).size).toBe(3);
    });

    it("compresses a miss fast, then at the highest quality in the background", async () => {
      const cache = createPageCache();
      const page = `<!doctype html>${Array.from({ length: 3000 }, (_, i) => `<li>Umre turu ${i} — Mekke, Medine</li>`).join("")}`;
      const render = async () => new Response(page, { headers: { "content-type": "text/html" } });
      const url = "http://rihla.test/list";
      const bodyOf = async (encoding: string) =>
        Buffer.from(
          await (
            await cache.handle(new Request(url, { headers: { "accept-encoding": encoding } }), render)
          ).arrayBuffer(),
        );
      // Both answers come from the render's entry before the background pass can finish.
      const [fastBr, fastGzip] = await Promise.all([bodyOf("br"), bodyOf("gzip")]);
      const fastBytes = cache.bytes;
      const identity = Buffer.byteLength(page);
      const brotliAt = (quality: number) =>
        zlib.brotliCompressSync(page, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity },
        });
      expect(fastBr.equals(brotliAt(5))).toBe(true);
      expect(fastGzip.equals(zlib.gzipSync(page, { level: 6 }))).toBe(true);
      await cache.idle();
      const bestBr = await bodyOf("br");
      const bestGzip = await bodyOf("gzip");
      expect(bestBr.equals(brotliAt(11))).toBe(true);
      expect(bestGzip.equals(zlib.gzipSync(page, { level: 9 }))).toBe(true);
      expect(zlib.brotliDecompressSync(bestBr).toString()).toBe(page);
      // The byte bound counts what is kept now.
      expect(cache.bytes - fastBytes).toBe(
        bestBr.byteLength + bestGzip.byteLength - fastBr.byteLength - fastGzip.byteLength,
      );
    });

    it("drops a background recompression whose entry was purged", async () => {
      const cache = createPageCache();
      const render = async () =>
        new Response(`<p>${"x".repeat(50_000)}</p>`, { headers: { "content-type": "text/html" } });
      await cache.handle(new Request("http://rihla.test/a"), render);
      cache.purge();
      await cache.idle();
      expect(cache.size).toBe(0);
      expect(cache.bytes).toBe(0);
    });
  });
});
