import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import lockfile from "proper-lockfile";
import { log } from "../log.ts";

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

/** Lock files this process holds right now. */
const heldHere = new Set<string>();

/** Whether the process that wrote the owner file is certainly gone (issue 11, finding 10). */
function holderIsDead(owner: { pid: number; host: string } | undefined, lockPath: string): boolean {
  // Another machine's process (a shared folder) cannot be checked from here: wait for staleness.
  if (!owner || owner.host !== os.hostname()) return false;
  // Our own pid, but not our lock: an earlier life of this process id (a container restarts as pid 1).
  if (owner.pid === process.pid) return !heldHere.has(lockPath);
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    // ESRCH: no such process. EPERM: it exists under another user, so it is alive.
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

async function readOwner(ownerFile: string): Promise<{ pid: number; host: string } | undefined> {
  const [pid, host] = (await fs.readFile(ownerFile, "utf8").catch(() => "")).split("\n");
  const number = Number(pid);
  return Number.isInteger(number) && number > 0 ? { pid: number, host: host ?? "" } : undefined;
}

/**
 * PGlite has no guard against a second process opening the same folder, and two writers lose
 * committed data. Hold an exclusive lock for the life of the process. The owner file names the
 * holder's pid and host: when that process is dead (killed with SIGKILL, crashed) the lock is
 * taken over at once; proper-lockfile's staleness (`staleMs`) covers a holder that cannot be
 * checked (another machine on a shared folder). A living holder on this machine is always refused,
 * however old its lock looks: with a 10 s staleness, a holder whose event loop stalled that long
 * on a starved machine lost its lock to a second server and stopped (a CI run).
 */
export async function lockDataFolder(folder: string, staleMs = 60_000): Promise<() => Promise<void>> {
  await fs.mkdir(folder, { recursive: true });
  const lockPath = path.join(folder, "rihla.lock");
  const ownerFile = path.join(folder, "rihla.lock.owner");
  const lock = () =>
    lockfile.lock(folder, {
      lockfilePath: lockPath,
      stale: staleMs,
      update: Math.max(1000, staleMs / 2),
      realpath: false,
      onCompromised: (error) => {
        log.fatal({ err: error, folder }, "lost the lock on the data folder; stopping to protect the data");
        process.exit(1);
      },
    });
  const refuse = (owner: { pid: number } | undefined) =>
    new DataDirLockedError(
      `The data folder ${folder} is in use by another Rihla process${owner ? ` (process ${owner.pid})` : ""}. ` +
        `Stop that process or start this one with another DATA_DIR.`,
    );
  // A living holder on this machine is refused before proper-lockfile looks at the lock's age: a
  // holder whose timer could not refresh the lock in time (a starved machine) still holds it.
  const present = await fs.stat(lockPath).then(
    () => true,
    () => false,
  );
  if (present) {
    const owner = await readOwner(ownerFile);
    if (owner && owner.host === os.hostname() && !holderIsDead(owner, lockPath)) throw refuse(owner);
  }
  let release: () => Promise<void>;
  try {
    release = await lock();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
    const owner = await readOwner(ownerFile);
    if (!holderIsDead(owner, lockPath)) throw refuse(owner);
    // Renaming is atomic: of two processes starting at once, one takes the dead lock, the other
    // finds it gone and is refused by the winner's lock below.
    const dead = `${lockPath}.dead-${process.pid}`;
    const renamed = await fs.rename(lockPath, dead).then(
      () => true,
      () => false,
    );
    if (renamed) {
      log.warn({ folder, pid: owner?.pid }, "took over the data folder from a process that is no longer running");
      await fs.rm(dead, { recursive: true, force: true });
    }
    try {
      release = await lock();
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code !== "ELOCKED") throw again;
      throw refuse(undefined);
    }
  }
  await fs.writeFile(ownerFile, `${process.pid}\n${os.hostname()}\n`);
  heldHere.add(lockPath);
  return async () => {
    heldHere.delete(lockPath);
    await fs.rm(ownerFile, { force: true });
    await release();
  };
}
