export { createApi, isApiPath, type RihlaApi, type ApiDeps } from "./app.ts";
export { loadConfig, ConfigError, type Config } from "./config.ts";
export { DataDirLockedError } from "./db/lock.ts";
export { DataKeyMismatchError } from "./db/field-cipher.ts";
export { mayHaveBody } from "./http/body-limit.ts";
export { primaryConfigOrExit, startupOrExit } from "./startup.ts";
export type { HealthAnswer } from "./modules/health/index.ts";
export type { ErrorBody } from "./http/errors.ts";
export type { ApiRoutes } from "./routes.ts";
export type * from "./contract.ts";
export type { CreateApiOptions } from "./app.ts";
export { createLogger, log, logNodeRequest, requestLog, setLogger, type Logger } from "./log.ts";
export {
  attachStaffSocket,
  staffSocketPath,
  type StaffSocketServer,
  type StaffSocketServerEvents,
  type StaffSocketClientEvents,
  type StaffSocketRefusal,
  type StaffViewer,
} from "./modules/realtime/index.ts";
export type { StaffEvent } from "./modules/admin-reservations/index.ts";
