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
 *
 * The miniature keeps what the real layout makes hard: the kit's package.json is the real one (it
 * exports only dist/) and the kit is not built, as in CI's lint step, then built; the check's own
 * tsconfig is the real one; libraries sit in node_modules.
 */
const root = path.resolve(import.meta.dirname, "..");
const depcruise = path.join(root, "node_modules/.bin/depcruise");
const config = path.join(root, ".dependency-cruiser.mjs");
const run = promisify(execFile);

let tree: string;

/** The kit's real manifest: its exports name only dist/, which does not exist until it is built. */
const kitManifest = await fs.readFile(path.join(root, "packages/ui/package.json"), "utf8");
const checkTsconfig = "tsconfig.check-deps.json";

const cleanFiles: Record<string, string> = {
  "tsconfig.json": JSON.stringify({
    compilerOptions: {
      module: "preserve",
      moduleResolution: "bundler",
      jsx: "react-jsx",
      allowImportingTsExtensions: true,
    },
  }),
  [checkTsconfig]: await fs.readFile(path.join(root, checkTsconfig), "utf8"),
  "node_modules/zod/package.json": library("zod"),
  "node_modules/zod/index.js": `export const z = {};\n`,
  "node_modules/drizzle-orm/package.json": library("drizzle-orm"),
  "node_modules/drizzle-orm/index.js": `export const sql = () => "";\n`,
  "packages/domain/package.json": pkg("@rihla/domain"),
  "packages/domain/src/index.ts": `import { z } from "zod";\nexport const locales = ["tr", "en"] as const;\nexport type Locale = (typeof locales)[number];\nexport const schema = z;\n`,
  "packages/machines/package.json": pkg("@rihla/machines"),
  "packages/machines/src/index.ts": `import { locales } from "@rihla/domain";\nexport const first = locales[0];\n`,
  "packages/ui/package.json": kitManifest,
  "packages/ui/src/index.ts": `import type { Locale } from "@rihla/domain";\nexport const label = (locale: Locale) => locale;\n`,
  "apps/api/package.json": pkg("@rihla/api"),
  "apps/api/src/index.ts": `import { sql } from "drizzle-orm";\nimport { locales } from "@rihla/domain";\nexport function createApi() { return [locales, sql]; }\nexport type Answer = { ok: true };\n`,
  // The generated route types (./+types/…) do not exist before typegen; they are the one exemption.
  "apps/site/app/routes/home.tsx": `import type { Route } from "./+types/home";\nimport type { Answer } from "@rihla/api";\nimport { label } from "@rihla/ui";\nexport const page = (a: Answer, r?: Route.ComponentProps) => [a, r, label("tr")];\n`,
  "apps/site/app/.server/api.ts": `export const apiGet = () => fetch("/api/site");\n`,
  "apps/site/server.ts": `import { createApi } from "@rihla/api";\ncreateApi();\n`,
  // A consumer of the built kit's stylesheet, as tests/ui-consumer is.
  "tests/ui-consumer/src/main.tsx": `import "@rihla/ui/styles.css";\nimport { label } from "@rihla/ui";\nexport const x = label;\n`,
};

/** What `npm run build -w @rihla/ui` leaves, in the files the kit's exports name. */
const kitBuild: Record<string, string> = {
  "packages/ui/dist/index.js": `export const label = (locale) => locale;\n`,
  "packages/ui/dist/index.d.ts": `export declare const label: (locale: string) => string;\n`,
  "packages/ui/dist/styles.css": `.label {}\n`,
  "packages/ui/dist/css-imports.json": `{}\n`,
};

function pkg(name: string): string {
  return JSON.stringify({ name, type: "module", exports: { ".": "./src/index.ts" } });
}

function library(name: string): string {
  return JSON.stringify({ name, type: "module", exports: { ".": "./index.js" } });
}

async function write(base: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(base, file)), { recursive: true });
    await fs.writeFile(path.join(base, file), text);
  }
}

/** Each violating module with the rule names dependency-cruiser reports for it. */
async function violations(): Promise<Record<string, string[]>> {
  const { stdout } = await run(depcruise, ["--config", config, "--output-type", "json", "packages", "apps", "tests"], {
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
  "apps/api/src/kit.ts": {
    text: `import { label } from "@rihla/ui";\nexport const x = label;\n`,
    rule: "api-uses-domain-only",
    why: "the API importing the kit (it exports only dist/)",
  },
  "apps/api/src/kit-styles.ts": {
    text: `import "@rihla/ui/styles.css";\nexport const x = 1;\n`,
    rule: "api-uses-domain-only",
    why: "the API importing a file the kit has only once built",
  },
  "packages/domain/src/library.ts": {
    text: `import { sql } from "drizzle-orm";\nexport const x = sql;\n`,
    rule: "domain-stands-alone",
    why: "the domain importing a library other than zod",
  },
  "apps/site/app/routes/database.tsx": {
    text: `import { sql } from "drizzle-orm";\nexport const x = sql;\n`,
    rule: "routes-never-touch-the-database",
    why: "a route importing the ORM",
  },
  "apps/api/src/missing.ts": {
    text: `import { x } from "left-pad";\nexport const y = x;\n`,
    rule: "not-to-unresolvable",
    why: "an import that resolves to nothing (no rule could judge it)",
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
  it("pass the clean miniature monorepo, the kit built or not (the server entry may start the API)", async () => {
    expect(await violations()).toEqual({});
    await write(tree, kitBuild);
    expect(await violations()).toEqual({});
    await removeKitBuild();
  });

  it("fail every forbidden import, each with the rule that names it, the kit not built and built", async () => {
    await write(tree, {
      ...Object.fromEntries(Object.entries(badFiles).map(([file, bad]) => [file, bad.text])),
      "apps/api/src/cycle-b.ts": `import type { A } from "./cycle-a.ts";\nexport type B = { a?: A };\n`,
      // Reaches createApi only through the helper above: the helper is where the rule bites.
      "apps/site/app/routes/through-helper.tsx": `import { api } from "../.server/helper.ts";\nexport const x = api;\n`,
    });
    for (const built of [false, true]) {
      if (built) await write(tree, kitBuild);
      const found = await violations();
      for (const [file, bad] of Object.entries(badFiles)) {
        expect(found[file] ?? [], `${bad.why}, kit ${built ? "built" : "not built"}`).toContain(bad.rule);
      }
    }
    await removeKitBuild();
  });
});

async function removeKitBuild() {
  await fs.rm(path.join(tree, "packages/ui/dist"), { recursive: true, force: true });
}
