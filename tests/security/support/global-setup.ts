import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { countNames, type CountName } from "./counts.ts";

declare module "vitest" {
  export interface ProvidedContext {
    securityCountsFile: string;
  }
}

/** Gathers the counts every file appends, and prints them once at the end. */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "rihla-security-"));
  const file = path.join(dir, "counts.txt");
  project.provide("securityCountsFile", file);
  return () => {
    const totals = Object.fromEntries(countNames.map((name) => [name, 0])) as Record<CountName, number>;
    let text = "";
    try {
      text = readFileSync(file, "utf8");
    } catch {
      // No file wrote a count.
    }
    for (const line of text.split("\n")) {
      const [name, value] = line.split(" ");
      if (name && countNames.includes(name as CountName)) totals[name as CountName] += Number(value);
    }
    console.log(
      `\nsecurity battery: ${totals.requests} requests sent, ${totals.serverErrors} responses >= 500, ` +
        `${totals.offSiteRedirects} off-site redirects, ${totals.lostWrites} lost writes ` +
        `(${totals.acknowledgedWrites} acknowledged writes checked, ${totals.refusedRestarts} restarts refused, ` +
        `${totals.resetRetries} requests sent again after a reset connection)`,
    );
    rmSync(dir, { recursive: true, force: true });
  };
}
