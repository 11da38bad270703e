/** Signing in and out, passwords, the access guard and the Origin check (finding a session: http/session.ts): what code outside the module (routes.ts, contract.ts, app.ts, index.ts, the seed) uses. */
export { authRoutes } from "./auth.handlers.ts";
export { accessGuard, originCheck } from "./guard.ts";
export { createPasswordHasher, type PasswordHasher } from "./passwords.ts";
