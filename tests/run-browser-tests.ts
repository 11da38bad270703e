import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath } from "./support/browser.ts";

/**
 * `npm run test:browser`: every Storybook story (play functions, axe) and the site's end-to-end
 * tests, both in Debian's Chromium. Builds what they need first. Extra arguments go to the
 * Storybook test-runner (e.g. `-- -u` to renew visual baselines).
 */
if (!existsSync(chromiumPath)) {
  console.error(`No Chromium at ${chromiumPath}: apt-get install chromium, or set CHROMIUM_PATH.`);
  process.exit(1);
}
function run(command: string, args: string[]) {
  console.log(`\n> ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
run("npm", ["run", "build"]);
run("npm", ["run", "build-storybook"]);
// `--update` renews the visual baselines (jest's -u).
const storybookArgs = process.argv.slice(2).map((arg) => (arg === "--update" ? "-u" : arg));
run("npm", ["run", "test:storybook", "--", ...storybookArgs]);
run("npm", ["run", "test:e2e"]);
