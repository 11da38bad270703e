import { ConfigError, loadConfig, type Config } from "./config.ts";
import { DataDirLockedError } from "./db/lock.ts";
import { keptSecret } from "./secrets.ts";

/**
 * Reads the config and builds the server; config and lock problems end the process with a
 * readable message instead of a stack trace.
 */
export async function startupOrExit<T>(build: (config: Config) => Promise<T>): Promise<{ config: Config; api: T }> {
  try {
    const config = loadConfig();
    const { altcha } = config.botCheck;
    if (altcha.generated) altcha.hmacKey = keptSecret(config.dataDir, "altcha-hmac-key");
    return { config, api: await build(config) };
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(`rihla: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}
