import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Consumes @rihla/ui the way another agency would: the packed tarball (not the workspace
 * source), in a plain Vite + React app outside the repo with no vanilla-extract plugin.
 * Dependencies are symlinked from the repo's node_modules: no network install.
 */
const repo = path.resolve(import.meta.dirname, "../..");
const kit = path.join(repo, "packages/ui");
const fixture = import.meta.dirname;
const repoModules = path.join(repo, "node_modules");
const node = existsSync(path.join(repoModules, ".bin/node")) ? path.join(repoModules, ".bin/node") : process.execPath;
const cssBudgetBytes = 20 * 1024;

const linked = [
  "react",
  "react-dom",
  "scheduler",
  "@radix-ui",
  "@floating-ui",
  "@tanstack",
  "@vanilla-extract",
  "lucide-react",
  "vite",
  "@vitejs",
  "@types",
  "csstype",
];

let work: string;
let app: string;

function run(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  // Vitest sets NODE_ENV=test, which would give development builds of React.
  return execFileSync(node, args, {
    cwd,
    env: { ...process.env, NODE_ENV: "production", ...env },
    encoding: "utf8",
    stdio: "pipe",
  });
}

function filesUnder(dir: string, extension: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(extension))
    .map((file) => path.join(dir, file));
}

beforeAll(() => {
  run([path.join(repoModules, "vite/bin/vite.js"), "build"], kit);
  run([path.join(repoModules, "typescript/bin/tsc"), "-p", "tsconfig.build.json"], kit);

  work = mkdtempSync(path.join(tmpdir(), "rihla-ui-consumer-"));
  const packs = path.join(work, "packs");
  mkdirSync(packs);
  // `npm pack` writes only the tarball into the temp dir; the repo's node_modules are untouched.
  execFileSync("npm", ["pack", "--pack-destination", packs, "--silent"], { cwd: kit, stdio: "pipe" });
  const tarball = readdirSync(packs).find((file) => file.endsWith(".tgz"));
  if (!tarball) throw new Error("npm pack produced no tarball");

  app = path.join(work, "app");
  cpSync(fixture, app, {
    recursive: true,
    filter: (source) => !/(node_modules|dist|consumer\.test\.ts)/.test(path.relative(fixture, source)),
  });
  const modules = path.join(app, "node_modules");
  const installed = path.join(modules, "@rihla/ui");
  mkdirSync(installed, { recursive: true });
  execFileSync("tar", ["-xzf", path.join(packs, tarball), "-C", installed, "--strip-components=1"]);
  for (const name of linked) {
    const target = path.join(repoModules, name);
    if (!existsSync(target)) continue;
    mkdirSync(path.dirname(path.join(modules, name)), { recursive: true });
    symlinkSync(target, path.join(modules, name), "dir");
  }
}, 240_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("@rihla/ui from its tarball in a plain Vite app", () => {
  it("ships only dist and the manifest", () => {
    const files = readdirSync(path.join(app, "node_modules/@rihla/ui"));
    expect(files.sort()).toEqual(expect.arrayContaining(["dist", "package.json"]));
    expect(
      files.filter((file) => !["dist", "package.json", "README.md", "LICENSE", "CHANGELOG.md"].includes(file)),
    ).toEqual([]);
  });

  it("builds without the vanilla-extract plugin and renders the Header", () => {
    run([path.join(app, "node_modules/vite/bin/vite.js"), "build"], app);
    const html = readFileSync(path.join(app, "dist/index.html"), "utf8");
    expect(html).toMatch(/<script type="module"[^>]+src="\/assets\/index-[\w-]+\.js"/);
    const js = filesUnder(path.join(app, "dist/assets"), ".js")
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    expect(js).toContain("Consumer fixture tagline");

    run(
      [path.join(app, "node_modules/vite/bin/vite.js"), "build", "--ssr", "src/render.tsx", "--outDir", "dist-ssr"],
      app,
    );
    const markup = run(
      [
        "--input-type=module",
        "-e",
        "const m = await import('./dist-ssr/render.js'); process.stdout.write(m.render());",
      ],
      app,
    );
    expect(markup).toMatch(/^<header class="[^"]+"/);
    expect(markup).toContain('aria-label="Main menu"');
    expect(markup).toContain('href="/umrah"');
    expect(markup).toContain("Sign in");
  }, 180_000);

  it("has .d.ts files that resolve for a typed consumer", () => {
    expect(() => run([path.join(repoModules, "typescript/bin/tsc"), "-p", "tsconfig.json"], app)).not.toThrow();
  }, 120_000);

  it("tree-shakes: a page importing only Button carries no Radix or TanStack code", () => {
    run([path.join(app, "node_modules/vite/bin/vite.js"), "build"], app, { ENTRY: "button" });
    const js = filesUnder(path.join(app, "dist-button/assets"), ".js")
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    expect(js).toContain("Only a button");
    // Matches with some context, so a failure says where Radix came in (not the whole bundle).
    const foreign =
      js.match(/.{0,80}(radix|DismissableLayer|FocusScope|RovingFocus|hideOthers|tanstack|useTable).{0,80}/gi) ?? [];
    expect(foreign).toEqual([]);
  }, 120_000);

  it("keeps the kit CSS within its gzip budget", () => {
    const css = readFileSync(path.join(app, "node_modules/@rihla/ui/dist/styles.css"));
    const gzipped = gzipSync(css, { level: 9 }).length;
    console.info(`@rihla/ui styles.css: ${css.length} B, ${(gzipped / 1024).toFixed(1)} KB gzip`);
    expect(gzipped).toBeLessThanOrEqual(cssBudgetBytes);
  });
});
