import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { keptSecret } from "./secrets.ts";

describe("keptSecret", () => {
  it("generates a secret once and answers the same one after a restart", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rihla-secret-"));
    const first = keptSecret(dataDir, "altcha-hmac-key");
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(keptSecret(dataDir, "altcha-hmac-key")).toBe(first);
    expect(fs.statSync(path.join(dataDir, "secrets", "altcha-hmac-key")).mode & 0o077).toBe(0);
    expect(keptSecret(dataDir, "other")).not.toBe(first);
  });
});
