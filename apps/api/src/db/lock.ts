import fs from "node:fs/promises";
import path from "node:path";
import lockfile from "proper-lockfile";

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

/**
 * PGlite has no guard against a second process opening the same folder, and two writers lose
 * committed data. Hold an exclusive lock for the life of the process. proper-lockfile refreshes
 * its lock, so a lock left by a killed process goes stale and is taken over after `staleMs`.
 */
export async function lockDataFolder(folder: string, staleMs = 10_000): Promise<() => Promise<void>> {
  await fs.mkdir(folder, { recursive: true });
  const lockPath = path.join(folder, "rihla.lock");
  const ownerFile = path.join(folder, "rihla.lock.owner");
  try {
    const release = await lockfile.lock(folder, {
      lockfilePath: lockPath,
      stale: staleMs,
      update: Math.max(1000, staleMs / 2),
      realpath: false,
      onCompromised: (error) => {
        console.error(`Lost the lock on ${folder}: ${error.message}. Stopping to protect the data.`);
        process.exit(1);
      },
    });
    await fs.writeFile(ownerFile, `${process.pid}\n`);
    return async () => {
      await fs.rm(ownerFile, { force: true });
      await release();
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
    const owner = await fs.readFile(ownerFile, "utf8").catch(() => "");
    const pid = owner.trim() ? ` (process ${owner.trim()})` : "";
    throw new DataDirLockedError(
      `The data folder ${folder} is in use by another Rihla process${pid}. ` +
        `Stop that process or start this one with another DATA_DIR.`,
    );
  }
}
