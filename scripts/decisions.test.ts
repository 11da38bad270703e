import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

// docs/decisions/README.md indexes every ADR, so a reader finds each decision from one page.
const dir = path.resolve(import.meta.dirname, "../docs/decisions");
const records = fs.readdirSync(dir).filter((name) => /^\d{4}-.+\.md$/.test(name));
const index = fs.readFileSync(path.join(dir, "README.md"), "utf8");
const linked = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((match) => match[1]);

it("lists every decision record in the index", () => {
  expect(records.length).toBeGreaterThan(15);
  expect(records.filter((name) => !linked.includes(name))).toEqual([]);
});

it("links only records that exist", () => {
  expect(linked.length).toBe(records.length);
  expect(linked.filter((name) => !records.includes(name!))).toEqual([]);
});
