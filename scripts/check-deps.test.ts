import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The dependency rules (.dependency-cruiser.mjs) against a miniature copy of the monorepo: the
 * clean tree passes, and each forbidden import — written the ways a newcomer would — fails with
 * the rule that names it. `npm run check:deps` runs the same command over the real tree.
 */
const root = path.resolve(import.meta.dirname, "..");
const depcruise = path.join(root, "node_modules/.bin/depcruise");
const config = path.join(root, ".dependency-cruiser.mjs");
const run = promisify(execFile);

let tree: string;

const cleanFiles: Record<string, string> = {
  "tsconfig.json": JSON.stringify({
    compilerOptions: {
      module: "preserve",
      moduleResolution: "bundler",
      jsx: "react-jsx",
      allowImportingTsExtensions: true,
    },
  }),
  "packages/domain/package.json": pkg("@rihla/domain"),
  "packages/domain/src/index.ts": `export const locales = ["tr", "en"] as const;\nexport type Locale = (typeof locales)[number];\n`,
  "packages/machines/package.json": pkg("@rihla/machines"),
  "packages/machines/src/index.ts": `import { locales } from "@rihla/domain";\nexport const first = locales[0];\n`,
  "packages/ui/package.json": pkg("@rihla/ui"),
  "packages/ui/src/index.ts": `import type { Locale } from "@rihla/domain";\nexport const label = (locale: Locale) => locale;\n`,
  "apps/api/package.json": pkg("@rihla/api"),
  "apps/api/src/index.ts": `import { locales } from "@rihla/domain";\nexport function createApi() { return locales; }\nexport type Answer = { ok: true };\n`,
  "apps/site/app/routes/home.tsx": `import type { Answer } from "@rihla/api";\nimport { label } from "@rihla/ui";\nexport const page = (a: Answer) => [a, label("tr")];\n`,
  "apps/site/app/.server/api.ts": `export const apiGet = () => fetch("/api/site");\n`,
  "apps/site/server.ts": `import { createApi } from "@rihla/api";\ncreateApi();\n`,
};

function pkg(name: string): string {
  return JSON.stringify({ name, type: "module", exports: { ".": "./src/index.ts" } });
}

async function write(base: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(base, file)), { recursive: true });
    await fs.writeFile(path.join(base, file), text);
  }
}

/** Each violating module with the rule names dependency-cruiser reports for it. */
async function violations(): Promise<Record<string, string[]>> {
  const { stdout } = await run(depcruise, ["--config", config, "--output-type", "json", "packages", "apps"], {
    cwd: tree,
    maxBuffer: 20 * 1024 * 1024,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
  const result = JSON.parse(stdout) as { summary: { violations: { from: string; rule: { name: string } }[] } };
  const byModule: Record<string, string[]> = {};
  for (const { from, rule } of result.summary.violations) (byModule[from] ??= []).push(rule.name);
  return byModule;
}

/** Every forbidden import at once, each in a file of its own (one cruise instead of ten). */
const badFiles: Record<string, { text: string; rule: string; why: string }> = {
  "packages/machines/src/relative.ts": {
    text: `import { locales } from "../../domain/src/index.ts";\nexport const x = locales;\n`,
    rule: "no-relative-import-across-packages",
    why: "a relative import across packages",
  },
  "apps/site/app/routes/create-api.tsx": {
    text: `import { createApi } from "@rihla/api";\nexport const x = createApi;\n`,
    rule: "site-never-runs-the-api",
    why: "a site route importing createApi",
  },
  "apps/site/app/.server/helper.ts": {
    text: `import { createApi } from "@rihla/api";\nexport const api = createApi();\n`,
    rule: "site-never-runs-the-api",
    why: "a .server helper that hands createApi to a route",
  },
  "apps/site/app/routes/dynamic.tsx": {
    text: `export const load = () => import("@rihla/api");\n`,
    rule: "site-never-runs-the-api",
    why: "a dynamic import of @rihla/api from a route",
  },
  "apps/site/app/.server/required.ts": {
    text: `const api = require("@rihla/api");\nexport default api;\n`,
    rule: "site-never-runs-the-api",
    why: "a require of @rihla/api from site code",
  },
  "apps/api/src/cycle-a.ts": {
    text: `import type { B } from "./cycle-b.ts";\nexport type A = { b?: B };\n`,
    rule: "no-cycles",
    why: "a type cycle",
  },
  "packages/domain/src/kit.ts": {
    text: `import { label } from "@rihla/ui";\nexport const x = label;\n`,
    rule: "domain-stands-alone",
    why: "the domain importing anything of ours",
  },
  "packages/ui/src/rule.ts": {
    text: `import { locales } from "@rihla/domain";\nexport const x = locales;\n`,
    rule: "ui-holds-no-rules",
    why: "the kit importing a domain value (types are fine)",
  },
  "apps/api/src/machines.ts": {
    text: `import { first } from "@rihla/machines";\nexport const x = first;\n`,
    rule: "api-uses-domain-only",
    why: "the API importing the machines",
  },
  "apps/site/app/routes/other.tsx": {
    text: `import { page } from "./home.tsx";\nexport const x = page;\n`,
    rule: "routes-never-import-routes",
    why: "a route importing another route",
  },
};

beforeAll(async () => {
  tree = await fs.mkdtemp(path.join(os.tmpdir(), "rihla-deps-"));
  await write(tree, cleanFiles);
  // Workspaces are linked into node_modules as npm links them.
  await fs.mkdir(path.join(tree, "node_modules/@rihla"), { recursive: true });
  for (const [name, dir] of [
    ["domain", "packages/domain"],
    ["machines", "packages/machines"],
    ["ui", "packages/ui"],
    ["api", "apps/api"],
  ]) {
    await fs.symlink(path.join(tree, dir!), path.join(tree, "node_modules/@rihla", name!), "dir");
  }
}, 30_000);

afterAll(async () => {
  if (tree) await fs.rm(tree, { recursive: true, force: true });
});

describe("dependency rules", { timeout: 120_000 }, () => {
  it("pass the clean miniature monorepo (the server entry may start the API)", async () => {
    expect(await violations()).toEqual({});
  });

  it("fail every forbidden import, each with the rule that names it", async () => {
    await write(tree, {
      ...Object.fromEntries(Object.entries(badFiles).map(([file, bad]) => [file, bad.text])),
      "apps/api/src/cycle-b.ts": `import type { A } from "./cycle-a.ts";\nexport type B = { a?: A };\n`,
      // Reaches createApi only through the helper above: the helper is where the rule bites.
      "apps/site/app/routes/through-helper.tsx": `import { api } from "../.server/helper.ts";\nexport const x = api;\n`,
    });
    const found = await violations();
    for (const [file, bad] of Object.entries(badFiles)) {
      expect(found[file] ?? [], bad.why).toContain(bad.rule);
    }
  });
});
