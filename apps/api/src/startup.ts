import { ConfigError, loadConfig, type Config } from "./config.ts";
import { DataKeyMismatchError, loadDataKey } from "./db/field-cipher.ts";
import { DataDirLockedError } from "./db/lock.ts";
import { keptSecret } from "./secrets.ts";
import { createLogger, log, setLogger } from "./log.ts";

/**
 * Reads the config and builds the server; config and lock problems end the process with a
 * readable message instead of a stack trace.
 */
export async function startupOrExit<T>(build: (config: Config) => Promise<T>): Promise<{ config: Config; api: T }> {
  try {
    const config = loadConfig();
    setLogger(createLogger({ level: config.logLevel }));
    const { altcha } = config.botCheck;
    if (altcha.generated) altcha.hmacKey = keptSecret(config.dataDir, "altcha-hmac-key");
    return { config, api: await build(config) };
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof DataKeyMismatchError) {
      // The operator reads this one on the terminal: a plain line on stderr, and the structured
      // line for the log collector.
      process.stderr.write(`rihla: ${error.message}\n`);
      log.fatal({ code: error.name }, "start-up refused");
      process.exit(1);
    }
    throw error;
  }
}

/**
 * For a primary that forks workers (`npm start` on PostgreSQL, issue 29): reads the config,
 * exiting on a bad one before any worker starts, and creates the secrets DATA_DIR keeps when the
 * environment names none (the ALTCHA key, the data key), once, so that workers sharing the folder
 * read one value instead of racing to generate two.
 */
export async function primaryConfigOrExit(): Promise<Config> {
  try {
    const config = loadConfig();
    if (config.botCheck.altcha.generated) keptSecret(config.dataDir, "altcha-hmac-key");
    await loadDataKey({ configured: config.reservationDataKey, dataDir: config.dataDir });
    return config;
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`rihla: ${error.message}\n`);
      log.fatal({ code: error.name }, "start-up refused");
      process.exit(1);
    }
    throw error;
  }
}
