import { spawn } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { serveFolder } from "./support/static-server.ts";

// Runs every story (play functions + axe + visual baselines) of the built Storybook in Debian's
// Chromium. Build first with `npm run build-storybook`; `npm run test:browser` does both.
// With RIHLA_TEST_RESULTS set (CI), jest's JSON results are written to storybook.json there.
const folder = "storybook-static";
if (!existsSync(`${folder}/index.html`)) {
  console.error(`No built Storybook in ${folder}/: run \`npm run build-storybook\` first.`);
  process.exit(1);
}
const resultsDir = process.env.RIHLA_TEST_RESULTS;
const server = await serveFolder(folder);
// 30 s a story: a play test with a form waits on a busy CI machine (the footer's took 15 s at load 18).
const args = [
  "--url",
  server.url,
  "--maxWorkers=2",
  "--testTimeout=30000",
  ...(resultsDir ? ["--json"] : []),
  ...process.argv.slice(2),
];
const child = spawn("test-storybook", args, {
  stdio: ["ignore", resultsDir ? "pipe" : "inherit", "inherit"],
  env: { ...process.env, STORYBOOK_CONFIG_DIR: ".storybook" },
});
let stdout = "";
child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
const code = await new Promise<number>((resolve) => child.on("exit", (exitCode) => resolve(exitCode ?? 1)));
await server.close();
if (resultsDir) {
  // --json prints the results as one JSON line on stdout; anything else there is passed on.
  const lines = stdout.split("\n");
  const json = lines.find((line) => line.startsWith("{") && line.includes('"numPassedTests"'));
  for (const line of lines) if (line !== json && line.trim() !== "") console.log(line);
  if (json) writeFileSync(path.join(resultsDir, "storybook.json"), json);
}
process.exit(code);
