import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createFieldCipher, loadDataKey, parseDataKey } from "./field-cipher.ts";

describe("field encryption (AES-256-GCM, ADR 0014)", () => {
  const cipher = createFieldCipher(randomBytes(32));

  it("round-trips, with a fresh IV each time and no plaintext in the stored form", () => {
    const a = cipher.encrypt("10000000146", "tckn");
    const b = cipher.encrypt("10000000146", "tckn");
    expect(a).toMatch(/^v1:[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain("10000000146");
    expect(cipher.decrypt(a, "tckn")).toBe("10000000146");
    expect(cipher.decrypt(b, "tckn")).toBe("10000000146");
  });

  it("refuses a value moved to another column, a tampered value and another key", () => {
    const stored = cipher.encrypt("U12345678", "passport_number");
    expect(() => cipher.decrypt(stored, "tckn")).toThrow();
    const bytes = Buffer.from(stored.slice(3), "base64");
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 1;
    expect(() => cipher.decrypt(`v1:${bytes.toString("base64")}`, "passport_number")).toThrow();
    expect(() => createFieldCipher(randomBytes(32)).decrypt(stored, "passport_number")).toThrow();
    expect(() => cipher.decrypt("plain", "tckn")).toThrow(/format/);
  });

  it("reads hex and base64 keys of 32 bytes only", () => {
    const key = randomBytes(32);
    expect(parseDataKey(key.toString("hex"))).toEqual(key);
    expect(parseDataKey(key.toString("base64"))).toEqual(key);
    expect(parseDataKey("ab".repeat(31))).toBeNull();
    expect(() => createFieldCipher(randomBytes(16))).toThrow(/32 bytes/);
  });

  it("generates a key into DATA_DIR once (mode 0600) and reuses it", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "rihla-key-"));
    try {
      const first = await loadDataKey({ configured: undefined, dataDir });
      const second = await loadDataKey({ configured: undefined, dataDir });
      expect(second).toEqual(first);
      const stat = await fs.stat(path.join(dataDir, "secrets", "data.key"));
      expect(stat.mode & 0o777).toBe(0o600);
      const configured = randomBytes(32);
      expect(await loadDataKey({ configured: configured.toString("hex"), dataDir })).toEqual(configured);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
