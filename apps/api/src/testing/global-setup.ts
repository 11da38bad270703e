import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { dropTemplateDatabases, imageDirVariable, templatePrefixVariable } from "./database-image.ts";

/**
 * Vitest global setup of the projects whose tests open test APIs (api, site): a folder for the
 * run's database images and, on PostgreSQL (TEST_DATABASE_URL), a prefix for its template
 * databases, both removed when the run ends (ADR 0030). It runs before any worker starts, so the
 * workers inherit both variables. The second project's setup in one run finds them set and
 * leaves them to the first.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env[imageDirVariable]) return undefined;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "rihla-test-images-"));
  process.env[imageDirVariable] = dir;
  const adminUrl = process.env.TEST_DATABASE_URL;
  const prefix = `rihla_tpl_${randomBytes(6).toString("hex")}`;
  if (adminUrl) process.env[templatePrefixVariable] = prefix;
  return async () => {
    delete process.env[imageDirVariable];
    delete process.env[templatePrefixVariable];
    await fs.rm(dir, { recursive: true, force: true });
    if (adminUrl) await dropTemplateDatabases(adminUrl, prefix);
  };
}
