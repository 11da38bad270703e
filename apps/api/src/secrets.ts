import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * A secret the zero-configuration install generates once and keeps in DATA_DIR/secrets/, so it
 * survives restarts (challenges and signed values issued before a restart stay valid). A real
 * deployment (RIHLA_ENV=production) passes its secrets in the environment instead.
 */
export function keptSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, "secrets", name);
  try {
    const kept = fs.readFileSync(file, "utf8").trim();
    if (kept.length >= 32) return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = randomBytes(32).toString("hex");
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
