import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import type { RouteHandle } from "./routeHandle";

/**
 * ADR 0024: an anonymous page is rendered with only the query parameters its routes declare in
 * `handle.searchParams`. A route that reads a parameter it does not declare would silently see
 * nothing for anonymous visitors, so every literal read (`searchParams.get("page")`, `.getAll`,
 * `.has`) in a route module, or in a plain module it imports (`.ts`, e.g. `.server/` helpers and
 * `listFilters.ts`; components only read links, not the request), must be declared by that route
 * or by the root.
 */
const app = import.meta.dirname;
const readPattern = /\b(?:searchParams|search)\.(?:get|getAll|has)\(\s*"([^"]+)"/g;
const importPattern = /\bfrom\s+"(\.{1,2}\/[^"]+)"/g;

function resolveModule(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find(
    (file) => existsSync(file) && /\.tsx?$/.test(file),
  );
}

/** Names read literally by `file` and by the plain `.ts` modules it imports, transitively. */
function readsOf(file: string, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  if (seen.has(file)) return names;
  seen.add(file);
  const source = readFileSync(file, "utf8");
  for (const match of source.matchAll(readPattern)) names.add(match[1]!);
  for (const match of source.matchAll(importPattern)) {
    const target = resolveModule(file, match[1]!);
    if (target?.endsWith(".ts") && !target.endsWith(".test.ts")) {
      for (const name of readsOf(target, seen)) names.add(name);
    }
  }
  return names;
}

const routeFiles = readdirSync(path.join(app, "routes"), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts"))
  .map((entry) => path.join(entry.parentPath, entry.name));

async function declared(file: string): Promise<readonly string[]> {
  const module = (await import(pathToFileURL(file).href)) as { handle?: RouteHandle };
  return module.handle?.searchParams ?? [];
}

describe("route handles (ADR 0024)", () => {
  it("finds the route modules and the reads it checks", () => {
    expect(routeFiles.length).toBeGreaterThan(30);
    expect(readsOf(path.join(app, "routes/tour.tsx"))).toEqual(
      new Set(["sort", "page", "month", "days", "stars", "guide", "minPrice", "maxPrice"]),
    );
  });

  it("every parameter a route reads is declared by it or by the root", async () => {
    const root = path.join(app, "root.tsx");
    const rootDeclared = await declared(root);
    expect(readsOf(root)).toEqual(new Set(rootDeclared));
    const missing: string[] = [];
    for (const file of routeFiles) {
      const reads = readsOf(file);
      if (reads.size === 0) continue;
      const allowed = new Set([...rootDeclared, ...(await declared(file))]);
      for (const name of reads) if (!allowed.has(name)) missing.push(`${path.relative(app, file)}: ${name}`);
    }
    expect(missing).toEqual([]);
  }, 120_000);
});
