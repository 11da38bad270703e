import { z } from "zod";

/**
 * The domain's zod, configured once. Zod compiles object parsers with `new Function` and probes
 * for it on the first parse; under the site's Content-Security-Policy (no 'unsafe-eval', ADR 0015)
 * that probe is a reported violation in every browser, so schemas run without the compiler.
 *
 * Every domain module takes `z` from here, not from "zod": a bundle that holds a schema then
 * holds this module, and its `z.config` runs before any parse. (A side-effect-only import was
 * dropped from the browser bundle by tree-shaking, so the probe still ran.)
 */
z.config({ jitless: true });

export { z };
