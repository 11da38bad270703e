import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { serveFolder } from "./support/static-server.ts";

// Runs every story (play functions + axe) of the built Storybook in Debian's Chromium.
// Build first with `npm run build-storybook`; `npm run test:browser` does both.
const folder = "storybook-static";
if (!existsSync(`${folder}/index.html`)) {
  console.error(`No built Storybook in ${folder}/: run \`npm run build-storybook\` first.`);
  process.exit(1);
}
const server = await serveFolder(folder);
const child = spawn("test-storybook", ["--url", server.url, "--maxWorkers=2", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, STORYBOOK_CONFIG_DIR: ".storybook" },
});
const code = await new Promise<number>((resolve) => child.on("exit", (exitCode) => resolve(exitCode ?? 1)));
await server.close();
process.exit(code);
