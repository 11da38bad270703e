import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataFolder } from "./lock.ts";

const folders: string[] = [];
async function tempFolder() {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), "rihla-lock-"));
  folders.push(folder);
  return folder;
}
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => fs.rm(folder, { recursive: true, force: true })));
});

describe("data folder lock", () => {
  it("refuses a second holder with a clear message, then frees the folder on release", async () => {
    const folder = await tempFolder();
    const release = await lockDataFolder(folder);
    await expect(lockDataFolder(folder)).rejects.toThrow(DataDirLockedError);
    await expect(lockDataFolder(folder)).rejects.toThrow(/in use by another Rihla process \(process \d+\)/);
    await release();
    const again = await lockDataFolder(folder);
    await again();
  });

  it("takes over at once from a holder killed with SIGKILL, and still refuses while it lives", async () => {
    const folder = await tempFolder();
    const lockModule = fileURLToPath(new URL("./lock.ts", import.meta.url));
    const holder = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const { lockDataFolder } = await import(${JSON.stringify(lockModule)});
         await lockDataFolder(${JSON.stringify(folder)});
         console.log("LOCKED");
         setInterval(() => {}, 1000);`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    await new Promise<void>((resolve) =>
      holder.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("LOCKED") && resolve()),
    );
    await expect(lockDataFolder(folder)).rejects.toThrow(new RegExp(`process ${holder.pid}`));
    // However old its lock looks (its refresh timer starved on a busy machine), a living holder keeps it.
    const longAgo = new Date(Date.now() - 10 * 60_000);
    await fs.utimes(path.join(folder, "rihla.lock"), longAgo, longAgo);
    await expect(lockDataFolder(folder, 2000)).rejects.toThrow(new RegExp(`process ${holder.pid}`));
    const exited = new Promise((resolve) => holder.on("exit", resolve));
    holder.kill("SIGKILL");
    await exited;
    // No waiting for the lock to go stale: the holder is dead, the folder is ours.
    const started = Date.now();
    const release = await lockDataFolder(folder);
    expect(Date.now() - started).toBeLessThan(2000);
    await release();
  });

  it("stops a second process on the same PGlite folder while the first keeps its data", async () => {
    const folder = await tempFolder();
    const release = await lockDataFolder(path.join(folder, "pglite"));
    const server = fileURLToPath(new URL("../server.ts", import.meta.url));
    const child = spawn(process.execPath, [server], {
      env: { ...process.env, DATA_DIR: folder, PORT: "0", DATABASE_URL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(/rihla: The data folder .*pglite is in use by another Rihla process/);
    await release();
  });
});
