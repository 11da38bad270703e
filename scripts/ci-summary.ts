import fs from "node:fs";
import path from "node:path";

/** Prints one 'N passed, N failed' line per test runner and one for all (vitest and jest JSON). */
interface JsonResults {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests?: number;
  numTodoTests?: number;
}

const folder = process.argv[2] ?? ".";
const labels: Record<string, string> = {
  "unit.json": "unit and integration (PGlite)",
  "pg.json": "integration (PostgreSQL)",
  "storybook.json": "storybook test-runner",
  "e2e.json": "browser (Playwright)",
  "security.json": "security battery",
};
let passed = 0;
let failed = 0;
let skipped = 0;
for (const [file, label] of Object.entries(labels)) {
  const full = path.join(folder, file);
  if (!fs.existsSync(full)) {
    console.log(`${label}: no results`);
    continue;
  }
  const results = JSON.parse(fs.readFileSync(full, "utf8")) as JsonResults;
  const skip = (results.numPendingTests ?? 0) + (results.numTodoTests ?? 0);
  passed += results.numPassedTests;
  failed += results.numFailedTests;
  skipped += skip;
  console.log(`${label}: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${skip} skipped`);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failed > 0) process.exit(1);
