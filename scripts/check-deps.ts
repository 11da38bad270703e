import fs from "node:fs";
import path from "node:path";

/**
 * The dependency direction of STYLE.md, checked on every import of every workspace:
 * domain → zod only; machines → domain and xstate, never React; ui → React, Radix,
 * vanilla-extract and at most types of domain; api → domain, never ui, machines or site;
 * site → anything, but routes never touch the database and never import other routes.
 * Test files may also use the test tools.
 */
const root = path.resolve(import.meta.dirname, "..");

interface Rule {
  dir: string;
  /** Third-party packages allowed in source files; `any` for apps. */
  allowed: RegExp[] | "any";
  /** Workspaces this one must never import. */
  forbidden?: RegExp[];
  typeOnly?: RegExp[];
  forbidIn?: { files: RegExp; imports: RegExp; why: string }[];
}

const testTools = [/^vitest$/, /^fast-check$/, /^storybook\//, /^@storybook\//, /^node:/];
const rules: Rule[] = [
  { dir: "packages/domain/src", allowed: [/^zod($|\/)/] },
  { dir: "packages/machines/src", allowed: [/^@rihla\/domain$/, /^xstate($|\/)/] },
  {
    dir: "packages/ui/src",
    allowed: [
      /^react($|\/)/,
      /^react-dom($|\/)/,
      /^@radix-ui\//,
      /^@vanilla-extract\//,
      /^lucide-react$/,
      /^@tanstack\/react-table$/,
      /^@fontsource(-variable)?\//,
    ],
    typeOnly: [/^@rihla\/domain$/],
  },
  { dir: "apps/api/src", allowed: "any", forbidden: [/^@rihla\/(ui|machines|site)($|\/)/] },
  {
    dir: "apps/site/app",
    allowed: "any",
    forbidIn: [
      {
        files: /\/routes\//,
        imports: /(^drizzle-orm|^@electric-sql|^pg$|\/db\/|^\.\.?\/.*routes\/|^\.\/(?!\+types))/,
        why: "routes call the API client, never the database, and never import other routes",
      },
    ],
  },
];

const importPattern = /^\s*(import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?["']([^"']+)["']/gm;
const problems: string[] = [];

for (const rule of rules) {
  const dir = path.join(root, rule.dir);
  if (!fs.existsSync(dir)) continue;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(ts|tsx)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(root, file);
    const isTest = /\.(test|stories)\.tsx?$/.test(entry.name) || /\/testing\//.test(relative);
    const source = fs.readFileSync(file, "utf8");
    for (const match of source.matchAll(importPattern)) {
      const typeOnly = Boolean(match[2]);
      const specifier = match[3] ?? "";
      for (const check of rule.forbidIn ?? []) {
        if (check.files.test(`/${relative}`) && check.imports.test(specifier)) {
          problems.push(`${relative}: imports "${specifier}" (${check.why})`);
        }
      }
      if (specifier.startsWith(".")) continue;
      if (rule.forbidden?.some((pattern) => pattern.test(specifier))) {
        problems.push(`${relative}: imports "${specifier}", against the dependency direction of ${rule.dir}`);
        continue;
      }
      if (rule.allowed === "any" || rule.allowed.some((pattern) => pattern.test(specifier))) continue;
      if (typeOnly && rule.typeOnly?.some((pattern) => pattern.test(specifier))) continue;
      if (isTest && testTools.some((pattern) => pattern.test(specifier))) continue;
      problems.push(`${relative}: imports "${specifier}", against the dependency direction of ${rule.dir}`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Dependency direction violated (STYLE.md):\n${problems.map((line) => `  ${line}`).join("\n")}`);
  process.exit(1);
}
console.log("Dependency direction: ok");
