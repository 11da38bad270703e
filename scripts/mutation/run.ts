import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * `npm run test:mutation [domain|machines|api …]`: StrykerJS over the rules (domain), the flows
 * (machines) and, when asked, the API services. Prints each score; fails when a target falls
 * under its break threshold (domain: 85 %). Not part of CI: a domain run takes about 20 minutes
 * on 2 cores. Scores are recorded in docs/mutation.md.
 */
const root = path.resolve(import.meta.dirname, "../..");
const targets = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["domain", "machines"];

interface MutantReport {
  files: Record<string, { mutants: { status: string }[] }>;
}

function score(report: MutantReport) {
  const counts: Record<string, number> = {};
  for (const file of Object.values(report.files))
    for (const mutant of file.mutants) counts[mutant.status] = (counts[mutant.status] ?? 0) + 1;
  const detected = (counts["Killed"] ?? 0) + (counts["Timeout"] ?? 0);
  const valid = detected + (counts["Survived"] ?? 0) + (counts["NoCoverage"] ?? 0);
  return { counts, score: valid === 0 ? 0 : (100 * detected) / valid };
}

let failed = false;
for (const target of targets) {
  const config = path.join(import.meta.dirname, `${target}.config.mjs`);
  if (!fs.existsSync(config)) throw new Error(`unknown mutation target '${target}'`);
  const run = spawnSync("npx", ["stryker", "run", config], { cwd: root, stdio: "inherit" });
  if (run.status !== 0) failed = true;
  const file = path.join(root, "reports/mutation", `${target}.json`);
  if (fs.existsSync(file)) {
    const { counts, score: value } = score(JSON.parse(fs.readFileSync(file, "utf8")) as MutantReport);
    console.log(`mutation score ${target}: ${value.toFixed(2)} % ${JSON.stringify(counts)}`);
  }
}
process.exit(failed ? 1 : 0);
