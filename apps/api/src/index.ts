export { createApi, isApiPath, type RihlaApi, type ApiDeps } from "./app.ts";
export { loadConfig, ConfigError, type Config } from "./config.ts";
export { DataDirLockedError } from "./db/lock.ts";
export { mayHaveBody } from "./http/body-limit.ts";
export { primaryConfigOrExit, startupOrExit } from "./startup.ts";
export type { HealthAnswer } from "./modules/health/health.routes.ts";
export type { ErrorBody } from "./http/errors.ts";
export type * from "./contract.ts";
export type { CreateApiOptions } from "./app.ts";
