import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Db } from "./database.ts";
import { dataKeyFingerprint as dataKeyFingerprintTable } from "./schema.ts";

/**
 * Encryption at rest for personal numbers (TCKN, passport numbers; KVKK, ADR 0014): AES-256-GCM
 * with a fresh 96-bit IV per value. The column name is bound in as additional data, so a value
 * copied into another column does not decrypt. Stored as `v1:` + base64(iv ‖ tag ‖ ciphertext).
 */
export interface FieldCipher {
  encrypt(plain: string, column: string): string;
  decrypt(stored: string, column: string): string;
}

const version = "v1";
const ivBytes = 12;
const tagBytes = 16;

export function createFieldCipher(key: Buffer): FieldCipher {
  if (key.length !== 32) throw new Error("The data key must be 32 bytes (AES-256)");
  return {
    encrypt(plain, column) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(column));
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return `${version}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64")}`;
    },
    decrypt(stored, column) {
      const [prefix, payload] = stored.split(":");
      if (prefix !== version || !payload) throw new Error("Unknown field encryption format");
      const bytes = Buffer.from(payload, "base64");
      const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, ivBytes));
      decipher.setAAD(Buffer.from(column));
      decipher.setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes));
      return Buffer.concat([decipher.update(bytes.subarray(ivBytes + tagBytes)), decipher.final()]).toString("utf8");
    },
  };
}

/** Reads a configured key: 64 hex characters or base64 of 32 bytes; null when it is neither. */
export function parseDataKey(value: string): Buffer | null {
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, "hex");
  if (!/^[A-Za-z0-9+/]{43}=?$/.test(value)) return null;
  const bytes = Buffer.from(value, "base64");
  return bytes.length === 32 ? bytes : null;
}

/**
 * The data key: the configured one (required in production, see config.ts), else a key generated
 * once into DATA_DIR/secrets/data.key (mode 0600) so development data stays readable across restarts.
 */
export async function loadDataKey(config: { configured: string | undefined; dataDir: string }): Promise<Buffer> {
  if (config.configured) {
    const key = parseDataKey(config.configured);
    if (!key) throw new Error("RESERVATION_DATA_KEY must be 64 hex characters or base64 of 32 bytes");
    return key;
  }
  const file = path.join(config.dataDir, "secrets", "data.key");
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    await fs.writeFile(file, randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const key = parseDataKey((await fs.readFile(file, "utf8")).trim());
  if (!key) throw new Error(`${file} does not hold a 32-byte hex key`);
  return key;
}

/**
 * Issue 28, finding 11: another process on the same database with another data key would answer
 * 500 to every read of the rows this one encrypted. Raised at start instead, with what to do.
 */
export class DataKeyMismatchError extends Error {
  override name = "DataKeyMismatchError";
}

/** A fingerprint of the data key that tells keys apart and gives nothing of the key away. */
export function dataKeyFingerprint(key: Buffer): string {
  return createHmac("sha256", key).update("rihla data key fingerprint v1").digest("hex");
}

/**
 * The first process to start on a database stores its key's fingerprint there; every later one
 * must have the same key, else it refuses to start (and the running ones keep serving).
 */
export async function checkDataKey(db: Db, key: Buffer, now: Date): Promise<void> {
  const fingerprint = dataKeyFingerprint(key);
  await db.insert(dataKeyFingerprintTable).values({ id: 1, fingerprint, createdAt: now }).onConflictDoNothing();
  const [stored] = await db.select().from(dataKeyFingerprintTable).limit(1);
  if (stored && stored.fingerprint !== fingerprint) {
    throw new DataKeyMismatchError(
      "this database's TCKN and passport numbers were encrypted with another data key " +
        `(first used ${stored.createdAt.toISOString()}). Start every process on this database with that same ` +
        "RESERVATION_DATA_KEY (or the same DATA_DIR/secrets/data.key); never generate a new one for a database " +
        "that already holds data.",
    );
  }
}
