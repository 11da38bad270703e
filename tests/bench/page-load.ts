import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { launchBrowser } from "../support/browser.ts";
import { startSite } from "../support/server.ts";

/**
 * `npm run bench:pages` (issue 10): what a visitor on a phone waits for, measured in Debian's
 * Chromium instead of estimated. Lighthouse's simulation (Lantern) counts every request that
 * starts before the largest paint as sharing the line with it; Chromium schedules by priority, so
 * the two can disagree (docs/benchmarks.md, 2026-11-24 10:24). Each page loads BENCH_LOADS times
 * (default 5) in a fresh 390 px, 3× context with Lighthouse's mobile throttling (150 ms round trip,
 * 1.6 Mbit/s down, 750 kbit/s up, 4× slower CPU) on the built production server; medians go to
 * docs/page-load.md, newest run first. Run `npm run build` first.
 */
const root = path.resolve(import.meta.dirname, "../..");
const report = path.join(root, "docs/page-load.md");
const loads = Number(process.env.BENCH_LOADS ?? 5);
const pages = [
  "/",
  "/en",
  "/tour/umre-turlari",
  "/tour/10-gunluk-konfor-umre-turu",
  "/en/tour/10-day-comfort-umrah-tour",
  "/hotel/1",
  "/kurumsal/hakkimizda",
  "/user/login",
];

interface Load {
  fcp: number;
  lcp: number;
  hydrated: number;
  scriptKb: number;
  totalKb: number;
}

async function loadOnce(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const started = Date.now();
    await page.goto(url, { waitUntil: "commit" });
    // The header marks itself once React runs the page (SiteChrome's `data-ready`).
    await page.locator(".site-header-host[data-ready]").first().waitFor({ timeout: 60_000 });
    const hydrated = Date.now() - started;
    await page.waitForLoadState("load");
    return {
      hydrated,
      ...(await page.evaluate(async () => {
        const lcp = await new Promise<number>((resolve) =>
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? 0)).observe({
            type: "largest-contentful-paint",
            buffered: true,
          }),
        );
        const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
        const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
        const bytes = (entries: PerformanceResourceTiming[]) => entries.reduce((sum, e) => sum + e.transferSize, 0);
        return {
          fcp,
          lcp,
          scriptKb:
            bytes(resources.filter((entry) => entry.initiatorType === "script" || entry.name.endsWith(".js"))) / 1024,
          totalKb: (bytes(resources) + (navigation?.transferSize ?? 0)) / 1024,
        };
      })),
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const site = await startSite();
const browser = await launchBrowser();
const rows: string[] = [];
try {
  for (const pagePath of pages) {
    const runs: Load[] = [];
    for (let i = 0; i < loads; i++) runs.push(await loadOnce(browser, `${site.url}${pagePath}`));
    const of = (key: keyof Load) => median(runs.map((run) => run[key]));
    const row = `| \`${pagePath}\` | ${Math.round(of("fcp"))} | ${Math.round(of("lcp"))} | ${Math.round(of("hydrated"))} | ${Math.round(of("scriptKb"))} | ${Math.round(of("totalKb"))} |`;
    rows.push(row);
    console.log(row);
  }
} finally {
  await browser.close();
  await site.stop();
}

const cpus = os.cpus();
const section = `## ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC

Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown CPU"}, ${os.type()} ${os.release()}, Node ${process.version}.
${loads} loads per page, medians; 390 px at 3× (a current phone), 150 ms RTT, 1.6 Mbit/s, 4× CPU; server and
browser on the same machine.

| page | first paint ms | largest paint ms | hydrated ms | script kB on the wire | all kB on the wire |
|---|---|---|---|---|---|
${rows.join("\n")}
`;
const header = `# Page load in a throttled Chromium

\`npm run bench:pages\` (tests/bench/page-load.ts, issue 10): each page of the production build
loaded in Debian's Chromium as a phone on a slow 4G line would (Lighthouse's mobile throttling,
applied for real rather than simulated). "Hydrated" is when React runs the page (the header's
\`data-ready\`). Lighthouse's own figures are in docs/benchmarks.md. Newest run first.

`;
const previous = await fs.readFile(report, "utf8").catch(() => "");
const older = previous.includes("\n## ") ? previous.slice(previous.indexOf("\n## ") + 1) : "";
await fs.writeFile(report, `${header}${section}\n${older}`);
console.log(`bench:pages: wrote ${report}`);
