import { appendFileSync } from "node:fs";
import { inject } from "vitest";

export const countNames = [
  "requests",
  "serverErrors",
  "offSiteRedirects",
  "lostWrites",
  "acknowledgedWrites",
  "refusedRestarts",
  "resetRetries",
] as const;
export type CountName = (typeof countNames)[number];

/** Adds to a count the battery prints at the end (support/global-setup.ts). */
export function count(name: CountName, by = 1): void {
  if (by === 0) return;
  appendFileSync(inject("securityCountsFile"), `${name} ${by}\n`);
}
